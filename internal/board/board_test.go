package board_test

import (
	"math/rand/v2"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
)

// testRepeats reports, by the houses the tests list, whether a digit of g
// is in two cells of a house.
func testRepeats(g *board.Grid) bool {
	for _, cells := range oracle.Units {
		var seen [10]bool
		for _, i := range cells {
			if d := g[i]; d != 0 {
				if seen[d] {
					return true
				}
				seen[d] = true
			}
		}
	}
	return false
}

// Repeats agrees with the independent check on grids with from none to
// all of their cells given, on solved grids, and on each of those with a
// cell changed, which repeats a digit in a row, a column and a box at
// once, or in one or two of them.
func TestRepeats(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 1))
	var grids []board.Grid
	for n := range 82 {
		for range 40 {
			var g board.Grid
			for _, i := range rng.Perm(81)[:n] {
				g[i] = uint8(rng.IntN(9) + 1)
			}
			grids = append(grids, g)
		}
	}
	for _, p := range oracle.Puzzles(t, oracle.Testdata("17clue.txt")) {
		if board.Solve(&p, 1) != 1 {
			t.Fatal("no solution")
		}
		grids = append(grids, p)
		for i := range p {
			g := p
			g[i] = 0
			grids = append(grids, g)
			g[i] = p[i]%9 + 1
			grids = append(grids, g)
		}
	}
	var full board.Grid
	for i := range full {
		full[i] = 9
	}
	grids = append(grids, full)
	var without, with int
	for _, g := range grids {
		want := testRepeats(&g)
		if got := board.Repeats(&g); got != want {
			t.Fatalf("repeats %v, want %v:\n%v", got, want, g)
		}
		if want {
			with++
		} else {
			without++
		}
	}
	if without < 100 || with < 100 {
		t.Errorf("%d grids without repeats and %d with: too few to test", without, with)
	}
}
