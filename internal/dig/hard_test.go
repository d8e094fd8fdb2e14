package dig

// These tests run the search's steps on their own, and a search for a
// lower range than -se searches, which only the package sees.

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/se"
)

// A neighbour of a minimal puzzle with one solution is one too, symmetric
// as it is, with a given in every house, and another puzzle, or the same
// one when the move failed: checked by the tests' own counter and checks
// of minimality and symmetry, for puzzles dug under none and rot180.
func TestNeighbour(t *testing.T) {
	moves := 60
	if testing.Short() {
		moves = 16
	}
	for _, sym := range []symmetry{symNone, symRot180} {
		d := newDigger(Spec{unique: true, minimal: true, sym: sym})
		d.seed([2]uint64{3, 4}, 0)
		p := ratedPuzzle{g: d.nextDug()}
		moved := 0
		for range moves {
			g := d.neighbour(&p)
			if g == p.g {
				continue
			}
			moved++
			kind := oracle.Kind{Unique: true, Minimal: true, Sym: sym.String()}
			oracle.CheckPuzzles(t, []board.Grid{g}, 1, kind)
			p = ratedPuzzle{g: g}
		}
		if moved < moves/2 {
			t.Errorf("-sym %s: %d moves of %d made another puzzle", sym, moved, moves)
		}
	}
}

// The moves of a puzzle are those, and only those, that the tests' own
// counter finds leave one solution: of a puzzle dug under none, for each
// of four givens taken away, each blank given each digit.
func TestMoves(t *testing.T) {
	d := newDigger(Spec{unique: true, minimal: true})
	d.seed([2]uint64{7, 8}, 0)
	p := d.nextDug()
	listed := map[move]bool{}
	for _, m := range d.moves(&p) {
		if listed[m] {
			t.Fatalf("%v listed twice", m)
		}
		listed[m] = true
	}
	taken := 0
	for take := range 81 {
		if p[take] == 0 || taken == 4 {
			continue
		}
		taken++
		q := p
		q[take] = 0
		for give := range 81 {
			if q[give] != 0 {
				continue
			}
			for v := uint8(1); v <= 9; v++ {
				if give == take && v == p[take] {
					continue
				}
				q[give] = v
				m := move{take, give, [4]uint8{v}}
				if one := !board.Repeats(&q) && oracle.CountSolutions(q, 2) == 1; one != listed[m] {
					t.Errorf("%v: one solution %v, listed %v", m, one, listed[m])
				}
				q[give] = 0
			}
		}
	}
}

// A search finds puzzles rated in its range, minimal, with one solution,
// each another, the same for a seed whatever the cores, d.sol the
// solution of each: shown for a range lower than -se searches (7.3~7.6,
// for speed), whose searches start from puzzles rated lower. A search past
// its limit fails saying the hardest puzzle it reached.
func TestSearch(t *testing.T) {
	spec := Spec{unique: true, minimal: true, seLo: 73, seHi: 76, progress: new(Search)}
	n := 4
	if testing.Short() {
		n = 2
	}
	search := func() []board.Grid {
		d := newDigger(spec)
		d.seed([2]uint64{5, 6}, 0)
		var gs []board.Grid
		for range n {
			g := d.nextHard()
			if d.err != nil {
				t.Fatal(d.err)
			}
			if oracle.Solution(t, g) != d.sol {
				t.Fatalf("%v: d.sol %v is not its solution", g, d.sol)
			}
			gs = append(gs, g)
		}
		return gs
	}
	var e se.Engine
	gs := search()
	oracle.CheckPuzzles(t, gs, n, oracle.Kind{Unique: true, Minimal: true})
	for k, g := range gs {
		if r := se.Tenths(e.Rate(&g).ER); r < 73 || r > 76 {
			t.Errorf("%v: rated %d.%d, want 7.3 to 7.6", g, r/10, r%10)
		}
		if slices.Contains(gs[:k], g) {
			t.Errorf("%v found twice", g)
		}
	}
	procs := runtime.GOMAXPROCS(1)
	again := search()
	runtime.GOMAXPROCS(procs)
	if !slices.Equal(again, gs) {
		t.Errorf("on one core %v, on %d %v", again, procs, gs)
	}
	if spec.progress.Tried.Load() == 0 || spec.progress.Best.Load() < 73 {
		t.Errorf("the search counts %d rated, the best %d", spec.progress.Tried.Load(), spec.progress.Best.Load())
	}

	spec.deadline, spec.limit, spec.seLo, spec.seHi = time.Now(), 5, 100, 100
	d := newDigger(spec)
	d.seed([2]uint64{5, 6}, 0)
	if g := d.nextHard(); d.err == nil || g != (board.Grid{}) ||
		!strings.HasPrefix(d.err.Error(), "could not make a puzzle rated 10.0~10.0 within -limit 5: the hardest reached was rated ") {
		t.Errorf("past the limit: %v, %v", g, d.err)
	}
}
