package main

import (
	"path/filepath"
	"testing"

	"sudoku/internal/oracle"
)

// The program writes puzzles to sudoku.txt, in either form, the same for
// the same seed.
func TestPuzzleRun(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	got := sudoku(t, dir, "", "-n", "40", "-m", "2", "-seed", "3")
	if got.code != 0 || got.stderr != "" || got.stdout != "" {
		t.Fatalf("got status %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
	}
	text := oracle.ReadFile(t, filepath.Join(dir, "sudoku.txt"))
	oracle.CheckPuzzles(t, oracle.ParseGrids(t, text), 40, oracle.Kind{Level: 2})
	if names := oracle.DirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %v, want only sudoku.txt", names)
	}

	args := []string{"-n", "30", "-r", "40~50", "-u", "-seed", "4", "-o", "-"}
	grids := sudoku(t, dir, "", args...)
	lines := sudoku(t, dir, "", append(args, "-format", "line")...)
	if grids.code != 0 || lines.code != 0 {
		t.Fatalf("status %d, %d: %s%s", grids.code, lines.code, grids.stderr, lines.stderr)
	}
	puzzles := oracle.ParseGrids(t, []byte(grids.stdout))
	oracle.CheckPuzzles(t, puzzles, 30, oracle.Kind{Lo: 40, Hi: 50, Unique: true})
	if want := oracle.Text(true, puzzles...); lines.stdout != want {
		t.Errorf("-format line gave\n%.300s\nwant\n%.300s", lines.stdout, want)
	}
	// -m with -r cut to what the level can have under -sym; -minimal.
	sym := sudoku(t, dir, "", "-n", "10", "-m", "2", "-r", "45~50", "-sym", "rot180", "-seed", "5", "-o", "-")
	minimal := sudoku(t, dir, "", "-n", "3", "-u", "-minimal", "-sym", "diag", "-seed", "6", "-o", "-", "-format", "line")
	if sym.code != 0 || minimal.code != 0 || sym.stderr+minimal.stderr != "" {
		t.Fatalf("status %d, %d: %s%s", sym.code, minimal.code, sym.stderr, minimal.stderr)
	}
	oracle.CheckPuzzles(t, oracle.ParseGrids(t, []byte(sym.stdout)), 10, oracle.Kind{Level: 2, Lo: 48, Hi: 50, Sym: "rot180"})
	lineGrids, err := oracle.ParseOutput([]byte(minimal.stdout), true)
	if err != nil {
		t.Fatal(err)
	}
	oracle.CheckPuzzles(t, lineGrids, 3, oracle.Kind{Unique: true, Minimal: true, Sym: "diag"})

	// Without -seed, each run differs; without -r, the range is 20~55.
	a := sudoku(t, dir, "", "-n", "20", "-o", "-")
	b := sudoku(t, dir, "", "-n", "20", "-o", "-")
	if a.code != 0 || b.code != 0 || a.stdout == b.stdout {
		t.Errorf("two runs without -seed: status %d, %d, same output %v", a.code, b.code, a.stdout == b.stdout)
	}
	oracle.CheckPuzzles(t, oracle.ParseGrids(t, []byte(a.stdout)), 20, oracle.Kind{Lo: 20, Hi: 55})
}
