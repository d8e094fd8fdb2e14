package parallel_test

import (
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"

	"sudoku/internal/parallel"
)

// schedBatch is SCHED_BATCH, as Linux's sched.h has it.
const schedBatch = 3

// policy returns the scheduling policy of thread tid, 0 for the calling
// one, or an error.
func policy(tid int) (int, error) {
	p, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETSCHEDULER, uintptr(tid), 0, 0)
	if errno != 0 {
		return 0, errno
	}
	return int(p), nil
}

// Every thread of the program is under the batch policy after
// BatchScheduling, those there before it and those made after it.
func TestBatchScheduling(t *testing.T) {
	parallel.BatchScheduling()
	d, err := os.Open("/proc/self/task")
	if err != nil {
		t.Skip(err)
	}
	tids, err := d.Readdirnames(-1)
	d.Close()
	if err != nil || len(tids) == 0 {
		t.Fatalf("threads %v: %v", tids, err)
	}
	for _, tid := range tids {
		n, err := strconv.Atoi(tid)
		if err != nil {
			t.Fatal(err)
		}
		// A thread may have ended meanwhile.
		if p, err := policy(n); err == nil && p != schedBatch {
			t.Errorf("thread %d: policy %d, want %d", n, p, schedBatch)
		}
	}
	// Goroutines locked to their threads while others start need threads
	// of their own, which the runtime makes now.
	const n = 8
	type result struct {
		policy int
		err    error
	}
	results := make(chan result, n)
	release := make(chan struct{})
	for range n {
		go func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			p, err := policy(0)
			results <- result{p, err}
			<-release
		}()
	}
	for range n {
		if r := <-results; r.err != nil || r.policy != schedBatch {
			t.Errorf("a thread made after: policy %d (%v), want %d", r.policy, r.err, schedBatch)
		}
	}
	close(release)
}
