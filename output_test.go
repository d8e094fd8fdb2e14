package main

import (
	"sudoku/internal/oracle"
	"testing"
)

// A write that fails part way, here past a file size limit, leaves the old
// output and no temporary file.
func TestWriteFailure(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	cmd := command(dir, "-c", "100000")
	cmd.Env = append(cmd.Env, "SUDOKU_TEST_FSIZE=100000")
	got := runCommand(t, cmd, "")
	if want := "sudoku: sudoku.txt: file too large\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
	checkUnchanged(t, dir, "sudoku.txt")
}
