//go:build unix

package fake

import (
	"os/exec"
	"syscall"
)

// detach makes cmd start in a session of its own, as a daemon does, out of
// its parent's process group.
func detach(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true} }
