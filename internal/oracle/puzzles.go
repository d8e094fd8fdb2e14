package oracle

import (
	"testing"

	"sudoku/internal/board"
)

// A Kind is what puzzles are made to be, as the flags of -n ask.
type Kind struct {
	Level   int    // 1 to 3, with one solution; 0 for none asked
	Lo, Hi  int    // the blanks, if Hi is not 0
	Unique  bool   // one solution
	Sym     string // the symmetry of the givens, "" or "none" for none
	Minimal bool   // no given, or set of givens each other's images, can go
}

// CheckPuzzles checks, with the tests' own counter, human solver and
// checks of symmetry and minimality, that puzzles are n puzzles of kind
// k, none with an empty row, column or box, each with a solution.
func CheckPuzzles(t testing.TB, puzzles []board.Grid, n int, k Kind) {
	t.Helper()
	if len(puzzles) != n {
		t.Fatalf("%d puzzles, want %d", len(puzzles), n)
	}
	sym := k.Sym
	if sym == "" {
		sym = "none"
	}
	for j, p := range puzzles {
		blanks := 0
		for _, d := range p {
			if d == 0 {
				blanks++
			}
		}
		if k.Hi > 0 && (blanks < k.Lo || blanks > k.Hi) {
			t.Fatalf("puzzle %d: %d blanks, want %d to %d", j+1, blanks, k.Lo, k.Hi)
		}
		for u, cells := range Units {
			empty := true
			for _, i := range cells {
				empty = empty && p[i] == 0
			}
			if empty {
				t.Fatalf("puzzle %d: %s %d is empty", j+1, [3]string{"row", "column", "box"}[u/9], u%9+1)
			}
		}
		switch {
		case k.Level != 0 || k.Unique:
			if n := CountSolutions(p, 2); n != 1 {
				t.Fatalf("puzzle %d: %d solutions (counted up to 2), want 1", j+1, n)
			}
		case CountSolutions(p, 1) != 1:
			t.Fatalf("puzzle %d has no solution", j+1)
		}
		if k.Level != 0 {
			if got := Level(p); got != k.Level {
				t.Fatalf("puzzle %d: the human solver puts it at level %d, want %d", j+1, got, k.Level)
			}
		}
		if err := CheckSymmetric(&p, sym); err != nil {
			t.Fatalf("puzzle %d: %v", j+1, err)
		}
		if k.Minimal {
			if err := CheckMinimal(p, sym); err != nil {
				t.Fatalf("puzzle %d: %v", j+1, err)
			}
		}
	}
}
