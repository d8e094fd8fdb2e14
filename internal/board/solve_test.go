package board_test

import (
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
)

func TestSolve(t *testing.T) {
	for _, tt := range []struct {
		file      string
		solutions int // counted up to 2
	}{
		{"grid.txt", -1}, // the empty grid among ones with one solution
		{"hard.txt", 1},
		{"17clue.txt", 1},
		{"multi.txt", 2},
		{"unsolvable.txt", 0},
	} {
		for i, p := range oracle.Puzzles(t, oracle.Testdata(tt.file)) {
			g := p
			n := board.Solve(&g, 2)
			want := tt.solutions
			if want < 0 {
				want = oracle.CountSolutions(p, 2)
			}
			if n != want {
				t.Errorf("%s: puzzle %d: %d solutions, want %d", tt.file, i+1, n, want)
			}
			if n == 0 && g != p {
				t.Errorf("%s: puzzle %d: changed without a solution", tt.file, i+1)
			}
			if n > 0 {
				if err := oracle.CheckSolution(&p, &g); err != nil {
					t.Errorf("%s: puzzle %d: %v", tt.file, i+1, err)
				}
			}
		}
	}
}

// The independent counter agrees on the test files' solution counts.
func TestCountSolutions(t *testing.T) {
	for file, want := range map[string]int{"17clue.txt": 1, "multi.txt": 2, "unsolvable.txt": 0} {
		for i, p := range oracle.Puzzles(t, oracle.Testdata(file)) {
			if n := oracle.CountSolutions(p, 2); n != want {
				t.Errorf("%s: puzzle %d: %d solutions, want %d", file, i+1, n, want)
			}
		}
	}
}

// The independent counter fails at once a board where a row owes the
// cells it crosses a box more digits than they are: searched cell by cell,
// this one took seconds. It gives up when its boards run out.
func TestCountWithin(t *testing.T) {
	// Boxes 5 and 6 hold 1, 4 and 9 in rows 5 and 6, and rows 5 and 6
	// hold 7 outside box 4: row 4 must put four digits in box 4's three
	// cells.
	crowded := oracle.Grid("........." +
		".25......" +
		"...8.31.." +
		"........." +
		"...4916.7" +
		"....7.491" +
		"6........" +
		"........." +
		".........")
	if n, ok := oracle.CountWithin(crowded, 1, 100); n != 0 || !ok {
		t.Errorf("crowded row: %d solutions, finished %v; want 0, true", n, ok)
	}
	hard := oracle.Puzzles(t, oracle.Testdata("hard.txt"))[0]
	if n, ok := oracle.CountWithin(hard, 1, 1); ok {
		t.Errorf("hard puzzle: %d solutions in one board", n)
	}
	if n, ok := oracle.CountWithin(hard, 1, math.MaxInt); n != 1 || !ok {
		t.Errorf("hard puzzle: %d solutions, finished %v; want 1, true", n, ok)
	}
}

// Every puzzle of the public collections is solved; all but Serg's have
// exactly one solution, and each of Serg's has more.
func TestSolveData(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, set := range oracle.DataSets {
		t.Run(set.Name, func(t *testing.T) {
			want := 1
			if set.Name == "serg" {
				want = 2
			}
			for i, p := range oracle.ReadData(t, set.File) {
				g := p
				if n := board.Solve(&g, 2); n != want {
					t.Fatalf("puzzle %d: %d solutions, want %d", i+1, n, want)
				}
				if err := oracle.CheckSolution(&p, &g); err != nil {
					t.Fatalf("puzzle %d: %v", i+1, err)
				}
			}
		})
	}
}

// BenchmarkSolve reports the time to solve one puzzle of each collection,
// and the boards copied for guesses per puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, set := range oracle.DataSets {
		b.Run(set.Name, func(b *testing.B) {
			puzzles := oracle.ReadData(b, set.File)
			s := new(board.Solver)
			guesses := board.GuessesOf(s)
			for b.Loop() {
				*guesses = 0
				for i := range puzzles {
					g := puzzles[i]
					s.Solve(&g, 1)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
			b.ReportMetric(float64(*guesses)/float64(len(puzzles)), "guesses/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// For a puzzle with one solution, every other solution has each cell as in
// it: SolveExcept finds none for the solution's digit and finds it for any
// other.
func TestSolveExcept(t *testing.T) {
	// The hard puzzles take the searches deep.
	puzzles := oracle.Puzzles(t, oracle.Testdata("17clue.txt"))
	puzzles = append(puzzles, oracle.Puzzles(t, oracle.Testdata("hard.txt"))...)
	for _, p := range puzzles {
		sol := p
		if board.Solve(&sol, 2) != 1 {
			t.Fatal("not unique")
		}
		for i := range p {
			if p[i] != 0 {
				continue
			}
			if board.SolveExcept(&p, i, sol[i]) {
				t.Fatalf("cell %d: a second solution", i)
			}
			if other := sol[i]%9 + 1; !board.SolveExcept(&p, i, other) {
				t.Fatalf("cell %d: no solution without %d", i, other)
			}
		}
	}
	// The Empty grid has solutions without any digit anywhere.
	var empty board.Grid
	if !board.SolveExcept(&empty, 40, 5) {
		t.Error("the empty grid has no solution without 5 in the middle")
	}
}

// Solutions lists each solution once, each a solution of the puzzle, as
// many as the independent counter counts, no more than the limit: for the
// 17-clue and hard puzzles with two givens blanked and 0, 10 or 20 blanks
// given their solution's digits.
func TestSolutions(t *testing.T) {
	puzzles := oracle.Puzzles(t, oracle.Testdata("17clue.txt"))
	puzzles = append(puzzles, oracle.Puzzles(t, oracle.Testdata("hard.txt"))...)
	const limit = 200
	counts := map[bool]int{}
	for k, p := range puzzles {
		sol := p
		board.Solve(&sol, 1)
		for i, blank, give := 0, 2, 10*(k%3); blank+give > 0; i++ {
			switch {
			case p[i] != 0 && blank > 0:
				p[i] = 0
				blank--
			case p[i] == 0 && give > 0:
				p[i] = sol[i]
				give--
			}
		}
		sols := board.Solutions(&p, limit, nil)
		if want := oracle.CountSolutions(p, limit); len(sols) != want {
			t.Fatalf("%v: %d solutions, want %d", p, len(sols), want)
		}
		counts[len(sols) == limit]++
		for j := range sols {
			if err := oracle.CheckSolution(&p, &sols[j]); err != nil {
				t.Fatalf("%v: solution %d: %v", p, j, err)
			}
			if slices.Contains(sols[:j], sols[j]) {
				t.Fatalf("%v: solution %d twice", p, j)
			}
		}
		if got := board.Solutions(&p, 2, sols[:1]); len(got) != 1+min(len(sols), 2) || got[0] != sols[0] {
			t.Fatalf("%v: appended %d solutions to one, want %d", p, len(got)-1, min(len(sols), 2))
		}
	}
	if counts[true] == 0 || counts[false] == 0 {
		t.Errorf("%d puzzles reach the limit, %d do not: the test wants both kinds", counts[true], counts[false])
	}
}

// boxRowsPuzzles returns the test files' puzzles and, in the long suite,
// the first of each public collection.
func boxRowsPuzzles(t *testing.T) []board.Grid {
	var puzzles []board.Grid
	for _, name := range []string{"17clue.txt", "hard.txt", "multi.txt", "unsolvable.txt", "grid.txt"} {
		puzzles = append(puzzles, oracle.Puzzles(t, oracle.Testdata(name))...)
	}
	if testing.Short() {
		return puzzles
	}
	for _, set := range oracle.DataSets {
		if _, err := os.Stat(filepath.Join(oracle.DataDir(), set.File)); err == nil {
			puzzles = append(puzzles, oracle.Puzzles(t, filepath.Join(oracle.DataDir(), set.File))[:30]...)
		}
	}
	return puzzles
}

// The rule of the rows of boxes removes only candidates that no solution
// has, as the independent counter finds, finds a contradiction only where
// there is no solution, and removes some candidates update leaves.
func TestBoxRows(t *testing.T) {
	removed := 0
	for n, p := range boxRowsPuzzles(t) {
		cut, ok := board.BoxRowsCut(&p)
		for k, x := range cut {
			b, d := k/9, k%9
			for ; x != 0; x &= x - 1 {
				i, g := 27*b+bits.TrailingZeros32(x), p
				removed++
				if g[i] != 0 {
					t.Fatalf("puzzle %d: removed given %d from cell %d", n+1, g[i], i)
				}
				g[i] = uint8(d + 1)
				if oracle.Fits(&p, i, g[i]) && oracle.CountSolutions(g, 1) != 0 {
					t.Fatalf("puzzle %d: removed %d from cell %d, which a solution has", n+1, d+1, i)
				}
			}
		}
		if !ok && oracle.CountSolutions(p, 1) != 0 {
			t.Fatalf("puzzle %d: a contradiction in a puzzle with a solution", n+1)
		}
	}
	if removed == 0 {
		t.Error("no candidate removed")
	}
	t.Logf("%d candidates removed", removed)
}

// A grid with something else than a digit in a cell, or a digit twice in
// a house, has no solution.
func TestSolveBadGrid(t *testing.T) {
	for _, tt := range []struct {
		i int
		d uint8
	}{{0, 10}, {40, 15}, {80, 16}, {30, 255}} {
		var g board.Grid
		g[tt.i] = tt.d
		if n := board.Solve(&g, 1); n != 0 {
			t.Errorf("%d in cell %d: %d solutions", tt.d, tt.i, n)
		}
	}
	for _, pair := range [][2]int{{0, 8}, {0, 72}, {0, 20}, {60, 62}} {
		var g board.Grid
		g[pair[0]], g[pair[1]] = 7, 7
		if n := board.Solve(&g, 1); n != 0 {
			t.Errorf("7 in cells %d and %d: %d solutions", pair[0], pair[1], n)
		}
	}
}

// fuzzBoards bounds the plain search's work on a fuzzed puzzle: sudoku is
// hard in general, and a fuzzer finds the rare puzzle without a solution
// on which the search would take minutes.
const fuzzBoards = 20000

func FuzzSolve(f *testing.F) {
	var counted sync.Map // of the puzzles the plain search has counted
	for _, name := range []string{"hard.txt", "multi.txt", "unsolvable.txt", "17clue.txt"} {
		for _, g := range oracle.Puzzles(f, oracle.Testdata(name)) {
			f.Add(oracle.Text(true, g))
		}
	}
	f.Fuzz(func(t *testing.T, line string) {
		var g board.Grid
		for i := 0; i < 81 && i < len(line); i++ {
			if c := line[i]; '1' <= c && c <= '9' {
				g[i] = c - '0'
			}
		}
		for i := range g { // the reader never passes on a digit twice in a unit
			if g[i] != 0 && !oracle.FitsOthers(&g, i) {
				g[i] = 0
			}
		}
		sol := g
		n := board.Solve(&sol, 2)
		switch {
		case n > 2:
			t.Fatalf("%d solutions, limit 2", n)
		case n == 0 && sol != g:
			t.Fatal("changed a puzzle without a solution")
		case n > 0:
			if err := oracle.CheckSolution(&g, &sol); err != nil {
				t.Fatal(err)
			}
		}
		// None, one or several, as -u and -m rely on: several are shown by
		// a second solution, and otherwise the count is the plain
		// search's where it finishes; given up, it tells nothing either
		// way. The search is slow next to the solver, and a puzzle is
		// searched once, though the fuzzer makes it again and again from
		// inputs that differ only where no digit is.
		if n == 2 {
			if !secondSolution(t, g, sol) {
				want, ok := oracle.CountWithin(g, 2, fuzzBoards)
				t.Fatalf("2 solutions, and no second found; the plain search counts %d (finished: %v)", want, ok)
			}
			return
		}
		if _, seen := counted.Load(g); !seen {
			if want, ok := oracle.CountWithin(g, 2, fuzzBoards); ok && n != want {
				t.Fatalf("%d solutions, the plain search counts %d", n, want)
			}
			counted.Store(g, true) // only once passed, for the minimizer
		}
	})
}

// secondSolution reports whether puzzle g has a solution other than sol,
// found by the solver with a digit other than sol's given in one blank
// cell and checked by the rules alone.
func secondSolution(t *testing.T, g, sol board.Grid) bool {
	t.Helper()
	for i := range 81 {
		for d := uint8(1); d <= 9 && g[i] == 0; d++ {
			if d == sol[i] || !oracle.Fits(&g, i, d) {
				continue
			}
			p := g
			p[i] = d
			other := p
			if board.Solve(&other, 1) == 0 {
				continue
			}
			if err := oracle.CheckSolution(&p, &other); err != nil {
				t.Fatalf("with r%dc%d=%d: %v", i/9+1, i%9+1, d, err)
			}
			return true
		}
	}
	return false
}
