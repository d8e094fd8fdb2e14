package dig

// These tests run the digger's tries one by one and read its tables of
// blanks, which only the package sees.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
)

// digRate returns the share of n digs of spec that make a puzzle with k
// blanks, k 0 meaning as many as the dig makes; and the blanks of those
// made.
func digRate(spec Spec, k, n int) (float64, [82]int) {
	d := newDigger(spec)
	d.seed([2]uint64{7, uint64(k)}, uint64(spec.level))
	made := 0
	var blanks [82]int
	for try := range n {
		if d.tryLevel(try, k) {
			made++
			blanks[d.blanks]++
		}
	}
	return float64(made) / float64(n), blanks
}

// TestLevelBlanks measures, for each symmetry, level and number of blanks,
// the share of digs that make a puzzle of the level with those blanks,
// next to the share without -r; for -u, the share for each number of
// blanks; and the blanks of minimal puzzles. Run with MEASURE_BLANKS=1 set
// in the environment, it prints them and checks levelBlanks and
// uniqueBlanks against them: a level's range holds numbers of blanks made
// by half the share without -r or more, as far as its sample can tell, and
// -u's top is made by a fifth of the digs or more. TestBlankTables checks
// every entry on every run, against the ranges it writes out.
func TestLevelBlanks(t *testing.T) {
	if os.Getenv("MEASURE_BLANKS") == "" {
		t.Skip("a measurement of a minute or more: run with MEASURE_BLANKS=1")
	}
	const n = 2000
	var wg sync.WaitGroup
	var mu sync.Mutex
	for s := range nSymmetries {
		wg.Go(func() {
			var report strings.Builder
			all := sizes(orbits[s])
			for level := 1; level <= 3; level++ {
				base, got := digRate(Spec{level: level, sym: s}, 0, n)
				fmt.Fprintf(&report, "%v level %d: %.3f of digs without -r, blanks%s\n ", s, level, base, countsOf(got))
				lo, hi := 0, 0
				// Half the share, less twice the spread of a count
				// of n/5 digs at that share: what n/5 digs can tell
				// from half.
				half := base / 2
				half -= 2 * math.Sqrt(half*(1-half)/(n/5))
				for k := 1; k <= 72; k++ {
					if !reachable(k, all) {
						continue
					}
					rate, _ := digRate(Spec{level: level, sym: s}, k, n/5)
					fmt.Fprintf(&report, " %d:%.3f", k, rate)
					if rate >= half {
						if lo == 0 {
							lo = k
						}
						hi = k
					}
				}
				fmt.Fprintf(&report, "\n not clearly below half the share: %d~%d\n", lo, hi)
				if want := levelBlanks[s][level]; want[0] < lo || want[1] > hi {
					t.Errorf("%v level %d: levelBlanks says %d~%d, measured %d~%d", s, level, want[0], want[1], lo, hi)
				}
			}
			fmt.Fprintf(&report, "%v -u:", s)
			top := 0
			for k := 40; k <= 62; k++ {
				if reachable(k, all) {
					rate, _ := digRate(Spec{unique: true, sym: s}, k, n/5)
					fmt.Fprintf(&report, " %d:%.3f", k, rate)
					if rate >= 0.2 {
						top = k
					}
				}
			}
			fmt.Fprintf(&report, "\n a fifth or more up to %d\n", top)
			if uniqueBlanks[s] > top {
				t.Errorf("%v -u: uniqueBlanks says %d, measured %d", s, uniqueBlanks[s], top)
			}
			for _, spec := range []Spec{{unique: true, minimal: true, sym: s}, {level: 1, minimal: true, sym: s}, {level: 2, minimal: true, sym: s}, {level: 3, minimal: true, sym: s}} {
				rate, got := digRate(spec, 0, n)
				fmt.Fprintf(&report, "%v minimal %d: %.3f of digs, blanks%s\n", s, spec.level, rate, countsOf(got))
				if spec.level == 0 {
					made := rate * n
					if lo, hi := minimalBlanks[s][0], minimalBlanks[s][1]; float64(got[lo]) < made/100 || float64(got[hi]) < made/100 {
						t.Errorf("%v: minimalBlanks says %d~%d, but fewer than 1%% of minimal puzzles have %d or %d blanks", s, lo, hi, lo, hi)
					}
				}
			}
			mu.Lock()
			t.Log(report.String())
			mu.Unlock()
		})
	}
	wg.Wait()
}

// countsOf lists the counts of blanks not 0.
func countsOf(counts [82]int) string {
	var b strings.Builder
	for k, c := range counts {
		if c > 0 {
			fmt.Fprintf(&b, " %d:%d", k, c)
		}
	}
	return b.String()
}

// Digs for level 2 exchange a blank that goes past the level for one made
// before: 61% of them make a puzzle where 32% did without, under rot180
// 31% where 15% did, under rot90 8.8% where 3.2% did (with -short, half
// the digs, much the same); and the puzzles made are of level 2 with one
// solution, symmetric when asked.
func TestLevelExchange(t *testing.T) {
	for _, tt := range []struct {
		spec Spec
		digs int
		want float64 // the least share of digs that make a puzzle
	}{
		{Spec{level: 2}, 400, 0.5},
		{Spec{level: 2, sym: symRot180}, 400, 0.25},
		{Spec{level: 2, sym: symRot90}, 2000, 0.07},
	} {
		if testing.Short() {
			tt.digs /= 2
		}
		if oracle.Race {
			tt.digs /= 4
		}
		d := newDigger(tt.spec)
		d.seed([2]uint64{8, 9}, 0)
		var made []board.Grid
		for try := range tt.digs {
			if d.tryLevel(try, 0) {
				made = append(made, d.g)
			}
		}
		if share := float64(len(made)) / float64(tt.digs); share < tt.want {
			t.Errorf("%s: %.3f of digs make a puzzle, want %.2f or more", specName(tt.spec), share, tt.want)
		}
		checkPuzzles(t, made, len(made), tt.spec)
	}
}

// Puzzle 28 of -n 200 -m 2 -minimal -seed 4 needed level 3 when the
// deducer's hidden pairs could pair a digit with cell 0 (see
// TestDeductionHiddenPairTaken): now it needs level 2.
func TestLevelHiddenPairTaken(t *testing.T) {
	spec := Spec{level: 2, minimal: true}
	rng := rand.New(rand.NewPCG(4, 0))
	key := [2]uint64{rng.Uint64(), rng.Uint64()}
	d := newDigger(spec)
	d.seed(key, 27)
	g := d.next()
	checkPuzzles(t, []board.Grid{g}, 1, spec)
}
