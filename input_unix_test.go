//go:build unix

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"sudoku/internal/oracle"
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
	want := oracle.ParseGrids(t, []byte(got.stdout))
	p := oracle.Puzzles(t, "testdata/grid.txt")[0]
	if got.code != 0 || len(want) != 1 || oracle.CheckSolution(&p, &want[0]) != nil {
		t.Errorf("got status %d, stdout\n%s\nstderr %s", got.code, got.stdout, got.stderr)
	}
}
