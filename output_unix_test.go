//go:build unix

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// An interrupted run removes its temporary file and leaves the previous
// output as it was. The run waits on a named pipe, part way through its
// input, when the signal comes.
func TestSignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
			fifo := filepath.Join(dir, "fifo")
			if err := syscall.Mkfifo(fifo, 0o600); err != nil {
				t.Skip(err)
			}
			cmd := command(dir, "-s", "fifo")
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			fmt.Fprintln(w, strings.Repeat(wiki+"\n", 1000)) // and more to come
			if !waitFor(func() bool { return len(dirNames(t, dir)) == 3 }) {
				t.Fatalf("no temporary file: %v", dirNames(t, dir))
			}
			cmd.Process.Signal(sig)
			err = cmd.Wait()
			ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
			if !ok || !ws.Signaled() || ws.Signal() != sig {
				t.Errorf("the run ended with %v, want the signal %v", err, sig)
			}
			checkUnchanged(t, dir, "fifo", "sudoku.txt")
		})
	}
}

// waitFor waits up to ten seconds for ok to hold.
func waitFor(ok func() bool) bool {
	for range 1000 {
		if ok() {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}
