//go:build unix

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe is read as it comes.
func TestInputFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		fmt.Fprintln(f, wiki)
		f.Close()
	}()
	got := sudoku(t, dir, "", "-s", "fifo", "-o", "-")
	want := parseGrids(t, []byte(got.stdout))
	p := readPuzzles(t, "testdata/grid.txt")[0]
	if got.code != 0 || len(want) != 1 || checkSolution(&p, &want[0]) != nil {
		t.Errorf("got status %d, stdout\n%s\nstderr %s", got.code, got.stdout, got.stderr)
	}
}

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
			cmd := exec.Command(os.Args[0], "-s", "fifo")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "SUDOKU_TEST_MAIN=1")
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
