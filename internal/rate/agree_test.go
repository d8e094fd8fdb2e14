package rate_test

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/rate"
)

// dug returns the first n puzzles of testdata/name, made by the
// program's -n with the flags on the file's first line (the rater's tests
// may not import the digger, which imports the rater).
func dug(t testing.TB, name string, n int) []board.Grid {
	t.Helper()
	puzzles := oracle.Puzzles(t, filepath.Join("testdata", name))
	if len(puzzles) < n {
		t.Fatalf("testdata/%s holds %d puzzles, want %d", name, len(puzzles), n)
	}
	return puzzles[:n]
}

// The rater and the human solver agree on puzzles of every kind: the hard
// ones of testdata, puzzles with one solution dug to every number of blanks
// and to each level, and cells blanked at random, which leave several
// solutions.
func TestRateAgrees(t *testing.T) {
	for _, p := range oracle.Puzzles(t, oracle.Testdata("hard.txt")) {
		if got := rate.Level(&p); got != 3 {
			t.Errorf("%v: rate = %d, want 3", p, got)
		}
	}
	n := 100
	if testing.Short() {
		n = 20
	}
	unique := dug(t, "dug_u.txt", n) // -u -r 40~58
	var puzzles []board.Grid
	puzzles = append(puzzles, unique...)
	puzzles = append(puzzles, dug(t, "dug_m2.txt", n)...)
	puzzles = append(puzzles, dug(t, "dug_m3.txt", n)...)
	// The solutions of the puzzles with one solution are random grids.
	rng := rand.New(rand.NewPCG(1, 2))
	for _, p := range unique {
		board.Solve(&p, 1)
		for _, i := range rng.Perm(81)[:40+rng.IntN(25)] {
			p[i] = 0
		}
		puzzles = append(puzzles, p)
	}
	var levels [4]int
	for _, p := range puzzles {
		got, want := rate.Level(&p), oracle.Level(p)
		levels[got]++
		if got != want {
			t.Errorf("%v: rate = %d, the human solver says %d", p, got, want)
		}
	}
	if levels[1] == 0 || levels[2] == 0 || levels[3] == 0 {
		t.Errorf("levels %v: a level is missing from the sample", levels[1:])
	}
}

// A puzzle with several solutions is not finished by any technique, and
// one whose givens clash is found wrong.
func TestRateBad(t *testing.T) {
	for _, p := range oracle.Puzzles(t, oracle.Testdata("multi.txt")) {
		if got := rate.Level(&p); got != 3 {
			t.Errorf("%v: rate = %d, want 3", p, got)
		}
	}
	clash := oracle.Grid("55" + strings.Repeat(".", 79))
	if got := rate.Level(&clash); got != 0 {
		t.Errorf("clashing givens: rate = %d, want 0", got)
	}
}

// BenchmarkRate rates puzzles with one solution and 50 blanks.
func BenchmarkRate(b *testing.B) {
	puzzles := dug(b, "dug_u50.txt", 100) // -u -r 50
	for b.Loop() {
		for k := range puzzles {
			rate.Level(&puzzles[k])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
	b.ReportMetric(0, "ns/op")
}

// A solver kept from puzzle to puzzle, as -rate keeps one, explains each
// as a new one does: what it keeps (each digit's x-chain, for the places
// it had) never leaks from one puzzle into the next. The puzzles of level
// 3 take chains of every kind.
func TestSolverKept(t *testing.T) {
	var kept rate.Solver
	chains := 0
	for _, p := range dug(t, "dug_m3.txt", 100) {
		sol := oracle.Solution(t, p)
		var fresh rate.Solver
		fresh.Init(&p, &sol, true)
		fresh.Solve()
		kept.Init(&p, &sol, true)
		kept.Solve()
		if string(kept.Text()) != string(fresh.Text()) {
			t.Fatalf("%v: a kept solver explains\n%s\na new one\n%s", p, kept.Text(), fresh.Text())
		}
		if strings.Contains(string(fresh.Text()), "x-chain") {
			chains++
		}
	}
	if chains < 5 {
		t.Errorf("%d puzzles of 100 take an x-chain: too few to try what the solver keeps", chains)
	}
}
