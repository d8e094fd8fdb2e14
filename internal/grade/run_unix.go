//go:build unix

package grade

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// A procTree is a program run for a point and the processes it starts,
// which are kept in its process group; on Linux, those that leave the
// group are found too (see strays).
type procTree struct {
	pgid  int
	known map[int]bool // the children this process had before, not the tree's
}

// startTree starts cmd in a process group of its own.
func startTree(cmd *exec.Cmd, memory int64, procs int) (*procTree, error) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	t := &procTree{known: children()}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	t.pgid = cmd.Process.Pid
	return t, nil
}

// kill kills every process of the tree.
func (t *procTree) kill() {
	syscall.Kill(-t.pgid, syscall.SIGKILL)
	for _, pid := range strays(t.pgid, t.known) {
		syscall.Kill(pid, syscall.SIGKILL)
	}
}

// end kills the processes the tree's program left running when it ended,
// and returns how many there were.
func (t *procTree) end() int {
	n := len(strays(t.pgid, t.known))
	if !seesStrays && syscall.Kill(-t.pgid, 0) == nil {
		n = 1 // one at least, where strays cannot tell
	}
	for range 200 { // until none is left, or two seconds
		t.kill()
		reap(t.known)
		// Where strays sees every process, an ended one left in the group
		// for its parent, here the system's first, to wait for is no matter.
		if len(strays(t.pgid, t.known)) == 0 && (seesStrays || syscall.Kill(-t.pgid, 0) != nil) {
			break
		}
		sleep()
	}
	return n
}

func (t *procTree) close() {}

// exitOf returns the exit status of a program that ended in state, or
// -1 with how it crashed if a signal ended it.
func exitOf(state *os.ProcessState) (int, string) {
	if state == nil {
		return -1, ""
	}
	ws, ok := state.Sys().(syscall.WaitStatus)
	if !ok {
		return state.ExitCode(), ""
	}
	return exitOfStatus(int(ws))
}

// exitOfStatus is exitOf for a wait status as the system gives it.
func exitOfStatus(status int) (int, string) {
	ws := syscall.WaitStatus(status)
	if ws.Signaled() {
		return -1, fmt.Sprintf("killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
	}
	return ws.ExitStatus(), ""
}
