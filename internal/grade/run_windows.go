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
func startTree(cmd *exec.Cmd) (*procTree, error) {
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: createSuspended | syscall.CREATE_NEW_PROCESS_GROUP}
	t := &procTree{cmd: cmd, job: newJob()}
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

// newJob returns a new job object whose processes end when it is closed,
// or 0 if none could be made.
func newJob() uintptr {
	job, _, _ := createJobObject.Call(0, 0)
	if job == 0 {
		return 0
	}
	// JOBOBJECT_EXTENDED_LIMIT_INFORMATION: the basic limits (their flags
	// at byte 16, the whole padded to 8 bytes), six counters of I/O, and
	// four sizes.
	ptr := int(unsafe.Sizeof(uintptr(0)))
	basic := 8*2 + 4 + 2*ptr + 4 + ptr + 4 + 4
	basic = (basic + 7) &^ 7
	info := make([]byte, basic+6*8+4*ptr)
	binary.LittleEndian.PutUint32(info[16:], killOnJobClose)
	const extendedLimitInformation = 9
	setJobInformation.Call(job, extendedLimitInformation, uintptr(unsafe.Pointer(&info[0])), uintptr(len(info)))
	return job
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

// crashState says how a program that ended in state crashed, by an
// exception of the system, whose codes are from 0xC0000000, or returns "".
func crashState(state *os.ProcessState) string {
	if state == nil {
		return ""
	}
	ws, ok := state.Sys().(syscall.WaitStatus)
	if !ok || ws.ExitCode < 0xC0000000 {
		return ""
	}
	return fmt.Sprintf("crashed with exception 0x%08X", ws.ExitCode)
}

// No process outside the job is the tree's.

func becomeSubreaper() {}

func children() map[int]bool { return nil }
