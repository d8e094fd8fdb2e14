package rate

// These tests look at the rater's techniques, which only the package sees.

import (
	"testing"

	"sudoku/internal/oracle"
)

// The human solver of oracle is the tests' own, independent of rate.go:
// plain loops over a table of candidates, the techniques applied in any
// order. The techniques only ever remove candidates that no solution has,
// so whether they solve a puzzle does not depend on their order, and it
// must agree with the rater.

// Hand-picked puzzles, each with one solution, that need exactly the
// techniques named.
var ratePuzzles = []struct {
	name   string
	puzzle string
	level  int
	// the techniques beyond singles that solve it, and the ones that do not
	enough, short int
	uses          technique // a technique the rater must use
}{
	{"naked singles", oracle.Wiki, 1, 0, 0, nakedSingle},
	{"hidden singles", hiddenSinglesPuzzle, 1, 0, 0, hiddenSingle},
	{"pointing", pointingPuzzle, 2, oracle.UseIntersections, oracle.UsePairs, pointing},
	{"claiming", claimingPuzzle, 2, oracle.UseIntersections, oracle.UsePairs, claiming},
	{"naked pair", nakedPairPuzzle, 2, oracle.UsePairs, oracle.UseIntersections, nakedPair},
	{"hidden pair", hiddenPairPuzzle, 2, oracle.UsePairs, oracle.UseIntersections, hiddenPair},
	{"trial", trialPuzzle, 3, -1, oracle.UseIntersections | oracle.UsePairs, nakedSingle},
}

const (
	hiddenSinglesPuzzle = "65..........61...3.....389..2..8.4.7.3.....2...1.9....2.79............1491......."
	pointingPuzzle      = "..1.643........5.42......1.7..3.9....6.87..5.......4.712.6.8........2.....31....6"
	claimingPuzzle      = ".81..2....6...4.....2...1.5...6...4.....7...385.........7....1..4...38.......5724"
	nakedPairPuzzle     = "..9.312..2....8.468.1..........84....46......12..9...4.5..2..9....3.5..1..3......"
	hiddenPairPuzzle    = ".3.8.7......39..........2.5...9....2.8....4.....2.16981...3.72....6.......6.5.38."
	trialPuzzle         = ".41..7....9..5...7.5..4.69.9.......5....2....3...8.........4.53..45..21....89...6"
)

func TestRateHandPicked(t *testing.T) {
	for _, tt := range ratePuzzles {
		t.Run(tt.name, func(t *testing.T) {
			if len(tt.puzzle) != 81 {
				t.Fatalf("puzzle of %d characters", len(tt.puzzle))
			}
			p := oracle.Grid(tt.puzzle)
			if n := oracle.CountSolutions(p, 2); n != 1 {
				t.Fatalf("%d solutions, want 1", n)
			}
			if got := Level(&p); got != tt.level {
				t.Errorf("rate = %d, want %d", got, tt.level)
			}
			if tt.enough >= 0 && !oracle.HumanSolves(p, tt.enough) {
				t.Errorf("singles and techniques %b do not solve it", tt.enough)
			}
			if tt.level > 1 && oracle.HumanSolves(p, tt.short) {
				t.Errorf("singles and techniques %b solve it", tt.short)
			}
			var b logicBoard
			b.init(&p)
			b.solveLogic(2)
			if b.used[tt.uses] == 0 {
				t.Errorf("the rater did not use technique %d: %v", tt.uses, b.used)
			}
		})
	}
}
