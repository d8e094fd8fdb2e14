package grade

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// becomeSubreaper makes this process the one that a process started for
// a point is given to when its parent ends, in place of the system's
// first: so one that leaves its process group, as a daemon does, can
// still be found, among this process's children, and killed.
func becomeSubreaper() {
	const prSetChildSubreaper = 36
	syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
}

// seesStrays says that strays finds every process a tree left.
const seesStrays = true

// children returns the children of this process.
func children() map[int]bool {
	known := map[int]bool{}
	if !hasChildren() {
		return known // without reading /proc, which takes milliseconds
	}
	self := os.Getpid()
	for _, p := range processes() {
		if p.ppid == self {
			known[p.pid] = true
		}
	}
	return known
}

// strays returns the processes, not yet ended, of the group pgid, and the
// children of this process not in known.
func strays(pgid int, known map[int]bool) []int {
	if syscall.Kill(-pgid, 0) != nil && !hasChildren() {
		return nil
	}
	var list []int
	self := os.Getpid()
	for _, p := range processes() {
		if p.state != 'Z' && (p.pgrp == pgid || p.ppid == self && !known[p.pid]) {
			list = append(list, p.pid)
		}
	}
	return list
}

// hasChildren reports whether this process has children, once those that
// have ended, given to it by their parents' end, are waited for. It is
// called only when no program it ran is being waited for.
func hasChildren() bool {
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return false // ECHILD: none
		case pid == 0:
			return true // one, still running
		}
	}
}

// reap waits for the children of this process that have ended and are
// not in known, which were given to it when their parents ended.
func reap(known map[int]bool) {
	self := os.Getpid()
	for _, p := range processes() {
		if p.ppid == self && !known[p.pid] && p.state == 'Z' {
			var ws syscall.WaitStatus
			syscall.Wait4(p.pid, &ws, syscall.WNOHANG, nil)
		}
	}
}

func sleep() { time.Sleep(10 * time.Millisecond) }

// memory returns the memory the processes of the tree take together (see
// processMemory).
func (t *procTree) memory() int64 {
	var total int64
	self := os.Getpid()
	for _, p := range processes() {
		if p.state != 'Z' && (p.pgrp == t.pgid || p.ppid == self && !t.known[p.pid]) {
			total += processMemory(p.pid)
		}
	}
	return total
}

// A process is what /proc/PID/stat says of one.
type process struct {
	pid, ppid, pgrp int
	state           byte
}

// processes returns the processes the system has.
func processes() []process {
	names, _ := filepath.Glob("/proc/[0-9]*/stat")
	var list []process
	for _, name := range names {
		b, err := os.ReadFile(name)
		// pid (comm) state ppid pgrp …; comm may hold spaces and parentheses
		i := bytes.LastIndexByte(b, ')')
		if err != nil || i < 0 {
			continue
		}
		f := bytes.Fields(b[i+1:])
		if len(f) < 3 || len(f[0]) != 1 {
			continue
		}
		p := process{state: f[0][0]}
		p.pid, _ = strconv.Atoi(string(bytes.Fields(b)[0]))
		p.ppid, _ = strconv.Atoi(string(f[1]))
		p.pgrp, _ = strconv.Atoi(string(f[2]))
		list = append(list, p)
	}
	return list
}
