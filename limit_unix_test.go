//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"syscall"
)

// limitFileSize sets the largest file the program may write to
// SUDOKU_TEST_FSIZE bytes, if set, so that a write fails as on a full disk.
func limitFileSize() {
	n, err := strconv.ParseUint(os.Getenv("SUDOKU_TEST_FSIZE"), 10, 63)
	if err == nil {
		var lim syscall.Rlimit
		setLimit(&lim.Cur, n)
		setLimit(&lim.Max, n)
		syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim)
	}
}

// setLimit sets a limit's field, of whatever type this system gives it.
func setLimit[T int64 | uint64](field *T, n uint64) { *field = T(n) }

// notePeakMemory writes the peak resident memory of this process in bytes
// to the file SUDOKU_TEST_PEAK, where the system tells it (Linux). The
// rusage of a finished child will not do: on Linux it counts the memory of
// the test process that started it.
func notePeakMemory() {
	name := os.Getenv("SUDOKU_TEST_PEAK")
	status, err := os.ReadFile("/proc/self/status")
	if name == "" || err != nil {
		return
	}
	for line := range bytes.Lines(status) {
		var kb int64
		if _, err := fmt.Sscanf(string(line), "VmHWM: %d kB", &kb); err == nil {
			os.WriteFile(name, []byte(strconv.FormatInt(kb*1024, 10)), 0o644)
		}
	}
}
