package grade

import (
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
	"unsafe"
)

// On Windows, a program run for a point and the processes it starts are
// kept in a job object, created for it, which is terminated at the end.
var (
	kernel32          = syscall.NewLazyDLL("kernel32.dll")
	createJobObject   = kernel32.NewProc("CreateJobObjectW")
	setJobInformation = kernel32.NewProc("SetInformationJobObject")
	getJobInformation = kernel32.NewProc("QueryInformationJobObject")
	assignToJob       = kernel32.NewProc("AssignProcessToJobObject")
	terminateJob      = kernel32.NewProc("TerminateJobObject")
	ntResumeProcess   = syscall.NewLazyDLL("ntdll.dll").NewProc("NtResumeProcess")
)

const (
	createSuspended     = 0x4
	killOnJobClose      = 0x2000
	processSuspendQuota = 0x0800 | 0x0100 | 0x0001 // suspend and resume, set quota, terminate
)

// A procTree is a program run for a point, in a job of its own.
type procTree struct {
	cmd *exec.Cmd
	job uintptr // 0 if none could be made, and then only cmd is killed
}

// startTree starts cmd suspended, puts it in a new job, which its children
// join when it starts them, and then lets it run.
func startTree(cmd *exec.Cmd, memory int64, procs int) (*procTree, error) {
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: createSuspended | syscall.CREATE_NEW_PROCESS_GROUP}
	t := &procTree{cmd: cmd, job: newJob(memory, procs)}
	if err := cmd.Start(); err != nil {
		t.close()
		return nil, err
	}
	h, err := syscall.OpenProcess(processSuspendQuota, false, uint32(cmd.Process.Pid))
	if err != nil {
		cmd.Process.Kill()
		t.close()
		return nil, fmt.Errorf("cannot run %s: %v", cmd.Path, err)
	}
	defer syscall.CloseHandle(h)
	if t.job != 0 {
		if ok, _, _ := assignToJob.Call(t.job, uintptr(h)); ok == 0 {
			t.close() // as where jobs cannot nest: the program alone is killed
		}
	}
	ntResumeProcess.Call(uintptr(h))
	return t, nil
}

// jobLimits is JOBOBJECT_EXTENDED_LIMIT_INFORMATION, as 64-bit Windows
// lays it out.
type jobLimits struct {
	perProcessUserTime, perJobUserTime int64
	flags                              uint32
	minWorkingSet, maxWorkingSet       uintptr
	activeProcesses                    uint32
	affinity                           uintptr
	priorityClass, schedulingClass     uint32
	io                                 [6]uint64
	processMemory, jobMemory           uintptr
	peakProcessMemory, peakJobMemory   uintptr
}

// The job's limits: how many processes may be active at once, and how
// much memory they may commit together.
const (
	limitActiveProcess = 0x8
	limitJobMemory     = 0x200
	extendedLimits     = 9 // the class of jobLimits
)

// jobMemorySlack is the memory a job may take past the limit of -memory:
// the grader kills the run once its peak reaches the limit, so that the
// verdict says so, before the job would make allocations fail.
const jobMemorySlack = 64 << 20

// newJob returns a new job object whose processes end when it is closed,
// with at most procs processes at once and memory bytes of memory, or 0
// if none could be made.
func newJob(memory int64, procs int) uintptr {
	job, _, _ := createJobObject.Call(0, 0)
	if job == 0 {
		return 0
	}
	l := jobLimits{flags: killOnJobClose}
	if procs > 0 {
		l.flags |= limitActiveProcess
		l.activeProcesses = uint32(procs)
	}
	if memory > 0 {
		l.flags |= limitJobMemory
		l.jobMemory = uintptr(memory + jobMemorySlack)
	}
	setJobInformation.Call(job, extendedLimits, uintptr(unsafe.Pointer(&l)), unsafe.Sizeof(l))
	return job
}

// memory returns the most memory the job's processes have committed
// together so far.
func (t *procTree) memory() int64 {
	if t.job == 0 {
		return 0
	}
	var l jobLimits
	ok, _, _ := getJobInformation.Call(t.job, extendedLimits, uintptr(unsafe.Pointer(&l)), unsafe.Sizeof(l), 0)
	if ok == 0 {
		return 0
	}
	return int64(l.peakJobMemory)
}

// kill kills every process of the tree.
func (t *procTree) kill() {
	if t.job != 0 {
		terminateJob.Call(t.job, 1)
	}
	t.cmd.Process.Kill()
}

// end kills the processes the tree's program left running when it ended,
// and returns how many there were.
func (t *procTree) end() int {
	n := t.active()
	t.kill()
	for i := 0; i < 200 && t.active() > 0; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	return n
}

// active returns how many processes of the job are running.
func (t *procTree) active() int {
	if t.job == 0 {
		return 0
	}
	// JOBOBJECT_BASIC_ACCOUNTING_INFORMATION: four times, then four counts,
	// the third of the processes running.
	var info [48]byte
	const basicAccountingInformation = 1
	ok, _, _ := getJobInformation.Call(t.job, basicAccountingInformation, uintptr(unsafe.Pointer(&info[0])), uintptr(len(info)), 0)
	if ok == 0 {
		return 0
	}
	return int(binary.LittleEndian.Uint32(info[40:]))
}

func (t *procTree) close() {
	if t.job != 0 {
		syscall.CloseHandle(syscall.Handle(t.job))
		t.job = 0
	}
}

// exitOf returns the exit status of a program that ended in state, and
// how it crashed if an exception of the system, whose codes are from
// 0xC0000000, ended it.
func exitOf(state *os.ProcessState) (int, string) {
	if state == nil {
		return -1, ""
	}
	ws, ok := state.Sys().(syscall.WaitStatus)
	if !ok || ws.ExitCode < 0xC0000000 {
		return state.ExitCode(), ""
	}
	return int(ws.ExitCode), fmt.Sprintf("crashed with exception 0x%08X", ws.ExitCode)
}

// exitOfStatus is not used here: runs are not confined.
func exitOfStatus(status int) (int, string) { return status, "" }

// No process outside the job is the tree's.

func becomeSubreaper() {}

func children() map[int]bool { return nil }
