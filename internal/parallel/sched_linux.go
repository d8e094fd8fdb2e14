package parallel

import (
	"os"
	"strconv"
	"syscall"
	"unsafe"
)

// schedBatch is Linux's scheduling policy for work that no one waits on
// as it goes (SCHED_BATCH).
const schedBatch = 3

// BatchScheduling puts every thread of the program under the batch
// policy, which threads made later inherit. A thread under it that wakes
// does not preempt a running one: it runs on a free core, or at the next
// tick. Go's runtime has a thread of its own that wakes every 20 µs while
// the program works (sysmon), here about every 120 µs in fact, and under
// the normal policy each wake stopped a solving thread: on the 2-core
// virtual machine of the benchmarks, where a switch of threads costs tens
// of microseconds, the top 1465 had 128 switches and 35 ms of processor
// time for a 19 ms run, and has 48 and 20 ms under the batch policy. The
// policy is a hint: where it cannot be set, nothing else changes.
//
// The calling thread is set first, so that the threads it makes from then
// on inherit the policy; the others, the runtime's, are found in /proc.
func BatchScheduling() {
	param := int32(0) // the priority, which must be 0
	set := func(tid int) {
		syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedBatch, uintptr(unsafe.Pointer(&param)))
	}
	set(0)
	d, err := os.Open("/proc/self/task")
	if err != nil {
		return
	}
	tids, _ := d.Readdirnames(-1)
	d.Close()
	for _, tid := range tids {
		if n, err := strconv.Atoi(tid); err == nil {
			set(n)
		}
	}
}
