package main

import (
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"
)

// policy returns the scheduling policy of thread tid, 0 for the calling one.
func policy(t *testing.T, tid int) int {
	t.Helper()
	p, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETSCHEDULER, uintptr(tid), 0, 0)
	if errno != 0 {
		t.Fatalf("sched_getscheduler(%d): %v", tid, errno)
	}
	return int(p)
}

// Every thread of the program is under the batch policy after
// batchScheduling, those there before it and those made after it.
func TestBatchScheduling(t *testing.T) {
	batchScheduling()
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
		if p, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETSCHEDULER, uintptr(n), 0, 0); errno == 0 && p != schedBatch {
			t.Errorf("thread %d: policy %d, want %d", n, p, schedBatch)
		}
	}
	// Goroutines locked to their threads while others start need threads
	// of their own, which the runtime makes now.
	const n = 8
	policies := make(chan int, n)
	release := make(chan struct{})
	for range n {
		go func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			policies <- policy(t, 0)
			<-release
		}()
	}
	for range n {
		if p := <-policies; p != schedBatch {
			t.Errorf("a thread made after: policy %d, want %d", p, schedBatch)
		}
	}
	close(release)
}
