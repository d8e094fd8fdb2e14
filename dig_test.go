package main

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// newDeduction returns the deduction of puzzle g, whose solution k knows,
// made from scratch.
func newDeduction(k *key, g *Grid) deduction {
	var dd deduction
	m := masks(g)
	for i, v := range g {
		if v == 0 {
			c := allDigitBits &^ (m.row[i/9] | m.col[i%9] | m.box[boxOf(i)])
			dd.cand[i] = c
			for d := 1; d <= 9; d++ {
				if c>>d&1 != 0 {
					dd.where[d][i/27] |= 1 << (i % 27)
				}
			}
			if bits.OnesCount16(c) == 1 {
				dd.naked[i/64] |= 1 << (i % 64)
			}
			dd.unset[i/27] |= 1 << (i % 27)
		}
	}
	for h, cells := range houseCells {
		for _, i := range cells {
			if g[i] == 0 {
				dd.free[h] |= 1 << k.sol[i]
			}
			for v := 1; v <= 9; v++ {
				if dd.cand[i]>>v&1 != 0 && k.home[h][v] != i {
					dd.others[h][v]++
				}
			}
		}
		for v := 1; v <= 9; v++ {
			if dd.others[h][v] == 0 {
				dd.zero[h] |= 1 << v
			}
		}
	}
	return dd
}

// The deduction finds the digits of an orbit of cells exactly when the
// rater's techniques do, at each level, along digs that keep and blank
// orbits at random; and the candidates it keeps by opening and closing
// cells are those of the puzzle.
func TestDeductionAgrees(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 40
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var k key
	var work deducer
	var seen [3]int
	for j := range n {
		sol := randomGrid(rng)
		k.setKey(&sol)
		g := sol
		dd := fullDeduction
		list := orbits[symmetry(j)%nSymmetries]
		for _, x := range rng.Perm(len(list)) {
			o := list[x]
			cells := o.cells[:o.n]
			for _, i := range cells {
				g[i] = 0
			}
			m := masks(&g)
			for level := 1; level <= 2; level++ {
				work.start(&dd, &k, &m, cells)
				got := work.run(level)
				want := true
				for _, i := range cells {
					want = want && determines(&g, &m, int(i), level)
				}
				if (got != 0) != want {
					t.Fatalf("puzzle %v, cells %v, level %d: deduction says %d, rater %v", g, cells, level, got, want)
				}
				seen[got]++
			}
			for _, i := range cells {
				dd.open(&k, &m, int(i))
			}
			if rng.IntN(3) == 0 || rng.IntN(4) != 0 && !determines(&g, &m, int(cells[0]), 2) {
				for _, i := range cells {
					dd.close(&k, int(i))
					g[i] = sol[i]
				}
			}
			if want := newDeduction(&k, &g); dd != want {
				t.Fatalf("puzzle %v: deduction after cells %v differs from one made from scratch", g, cells)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("results %v: one is missing from the sample", seen)
	}
}

// Worked to the end, the deduction leaves the candidates the rater leaves,
// at each level, on puzzles with any number of blanks, one solution or
// many.
func TestDeductionClosure(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 200
	}
	rng := rand.New(rand.NewPCG(5, 6))
	var k key
	var work deducer
	stuck := 0
	for range n {
		sol := randomGrid(rng)
		k.setKey(&sol)
		g := sol
		for _, i := range rng.Perm(81)[:45+rng.IntN(25)] {
			g[i] = 0
		}
		dd := newDeduction(&k, &g)
		for level := 1; level <= 2; level++ {
			work.start(&dd, &k, nil, nil)
			work.run(level)
			var b logicBoard
			b.init(&g)
			b.solveLogic(level)
			if b.wrong || b.cand != work.cand {
				t.Fatalf("puzzle %v, level %d: the deduction leaves candidates\n%v\nthe rater\n%v", g, level, work.cand, b.cand)
			}
			if b.open > 0 {
				stuck++
			}
		}
	}
	if stuck == 0 || stuck == 2*n {
		t.Errorf("the techniques got stuck %d times in %d: the sample misses a case", stuck, 2*n)
	}
}
