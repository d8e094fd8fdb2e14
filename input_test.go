package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/fault"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// maxMemory is the most memory a run may take, whatever its input.
const maxMemory = 64 << 20

// checkMemory checks a run's peak memory where it can be known.
func checkMemory(t *testing.T, got outcome) {
	t.Helper()
	if got.peak == 0 && runtime.GOOS == "linux" {
		t.Error("peak memory unknown")
	}
	if got.peak > maxMemory {
		t.Errorf("peak memory %d MB, want at most %d MB", got.peak>>20, maxMemory>>20)
	}
}

// writeBig writes n bytes of text repeated to a new file.
func writeBig(t *testing.T, name, text string, n int) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	block := bytes.Repeat([]byte(text), max(1, 1<<20/len(text)))
	for ; n > 0; n -= len(block) {
		if _, err := f.Write(block[:min(n, len(block))]); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestHugeLine(t *testing.T) {
	size := 100 << 20
	if testing.Short() {
		size = 1 << 20
	}
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	writeBig(t, filepath.Join(dir, "big.txt"), "0", size)
	got := sudoku(t, dir, "", "-s", "big.txt")
	if want := "sudoku: big.txt:1: line is too long (over 4096 bytes)\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
	checkMemory(t, got)
	checkUnchanged(t, dir, "big.txt", "sudoku.txt")
}

func TestOnlySpaces(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{
		"sudoku.txt": oldOutput,
		"lines.txt":  strings.Repeat("     \n", 1000),
		"line.txt":   strings.Repeat(" ", 100000),
		"nul.txt":    strings.Repeat("\x00", 1000),
	})
	for name, want := range map[string]string{
		"lines.txt": "sudoku: lines.txt: no puzzles\n",
		"line.txt":  "sudoku: line.txt:1: line is too long (over 4096 bytes)\n",
		"nul.txt":   "sudoku: nul.txt:1: bad character '\\x00' in column 1\n",
	} {
		if got := sudoku(t, dir, "", "-s", name); got.code != 1 || got.stderr != want {
			t.Errorf("%s: got status %d, stderr %q; want 1, %q", name, got.code, got.stderr, want)
		}
	}
	checkUnchanged(t, dir, "line.txt", "lines.txt", "nul.txt", "sudoku.txt")
}

// A binary file gives the first faults and a count: the first MB of
// the test's own program.
func TestBinaryInput(t *testing.T) {
	program := oracle.ReadFile(t, os.Args[0])
	program = program[:min(len(program), 1<<20)]
	name := filepath.Join(oracle.TestDir(t, map[string]string{"program": string(program)}), "program")
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	got := sudoku(t, dir, "", "-s", name)
	lines := strings.Split(strings.TrimSuffix(got.stderr, "\n"), "\n")
	if got.code != 1 || len(lines) != fault.Shown+1 || !strings.HasSuffix(lines[fault.Shown], "faults in all") {
		t.Errorf("got status %d, stderr\n%s", got.code, got.stderr)
	}
	for _, line := range lines[:fault.Shown] {
		if !strings.HasPrefix(line, "sudoku: "+name+":") {
			t.Errorf("fault without FILE:LINE: %s", line)
		}
	}
	checkMemory(t, got)
	checkUnchanged(t, dir, "sudoku.txt")
}

// Solving a million puzzles in the grid form, 163 MB, keeps to bounded
// memory.
func TestMillionPuzzles(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	dir := t.TempDir()
	puzzles := oracle.Puzzles(t, "testdata/17clue.txt")
	none := oracle.Puzzles(t, "testdata/unsolvable.txt")
	var grids []board.Grid
	for i := range 1000 {
		if i%4 == 3 {
			grids = append(grids, none[i%len(none)])
		} else {
			grids = append(grids, puzzles[i%len(puzzles)])
		}
	}
	block := textOf(output.Form{}, grids...) + "\n"
	writeBig(t, filepath.Join(dir, "p.txt"), block, 1000*len(block))
	got := sudoku(t, dir, "", "-s", "p.txt", "-o", "out.txt")
	if got.code != 1 || !strings.HasSuffix(got.stderr, " 250000 puzzles without a solution in all\n") {
		t.Errorf("got status %d, stderr\n%s", got.code, got.stderr)
	}
	checkMemory(t, got)
	if fi, err := os.Stat(filepath.Join(dir, "out.txt")); err != nil || fi.Size() != 163*1000*1000-1 {
		t.Errorf("output: %v, want %d bytes", err, 163*1000*1000-1)
	}
}
