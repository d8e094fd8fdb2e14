package fake

import (
	"os/exec"
	"syscall"
)

// detach makes cmd start apart from its parent's console and group.
func detach(cmd *exec.Cmd) {
	const detachedProcess = 0x8
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: detachedProcess | syscall.CREATE_NEW_PROCESS_GROUP}
}
