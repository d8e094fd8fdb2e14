package main

import (
	"fmt"
	"io"
	"math/bits"
)

// peers lists, for each cell, the 20 other cells in its row, column and box.
var peers = func() (p [81][20]uint8) {
	for i := range 81 {
		n := 0
		for j := range 81 {
			r, c := i/9, i%9
			rj, cj := j/9, j%9
			if j != i && (rj == r || cj == c || (rj/3 == r/3 && cj/3 == c/3)) {
				p[i][n] = uint8(j)
				n++
			}
		}
	}
	return p
}()

// solve fills in the blanks of g with a solution and returns how many
// solutions it found, stopping at limit. When it returns 0, g is unchanged.
func solve(g *Grid, limit int) int {
	s := solver{limit: limit}
	var st state
	for i := range st.cand {
		st.cand[i] = allDigits
	}
	for i, d := range g {
		if d != 0 && !st.assign(i, d) {
			return 0
		}
	}
	s.search(&st)
	if s.count > 0 {
		*g = s.first
	}
	return s.count
}

const allDigits = 0x3fe // bits 1–9

type solver struct {
	limit, count int
	first        Grid
}

// A state is a board being solved: the candidate digits of each cell, as a
// bit set, and the digits placed.
type state struct {
	cand [81]uint16
	grid Grid
}

// assign places d in cell i and removes it from the candidates of the cell's
// peers, placing in turn any peer left with one candidate. It reports
// whether the board is still consistent.
func (st *state) assign(i int, d uint8) bool {
	bit := uint16(1) << d
	if st.cand[i]&bit == 0 {
		return false
	}
	st.cand[i] = bit
	st.grid[i] = d
	for _, p := range peers[i] {
		c := st.cand[p]
		if c&bit == 0 {
			continue
		}
		c &^= bit
		st.cand[p] = c
		if c == 0 {
			return false
		}
		if c&(c-1) == 0 && st.grid[p] == 0 && !st.assign(int(p), digitOf(c)) {
			return false
		}
	}
	return true
}

// digitOf returns the digit of a one-digit candidate set.
func digitOf(c uint16) uint8 { return uint8(bits.TrailingZeros16(c)) }

// search tries each candidate of the open cell with the fewest, on a copy of
// the board. It reports whether the solution limit is reached.
func (s *solver) search(st *state) bool {
	best, bestN := -1, 10
	for i, d := range st.grid {
		if d != 0 {
			continue
		}
		if n := bits.OnesCount16(st.cand[i]); n < bestN {
			best, bestN = i, n
		}
	}
	if best < 0 {
		if s.count == 0 {
			s.first = st.grid
		}
		s.count++
		return s.count >= s.limit
	}
	for c := st.cand[best]; c != 0; c &= c - 1 {
		next := *st
		if next.assign(best, digitOf(c&-c)) && s.search(&next) {
			return true
		}
	}
	return false
}

// solveAll solves the puzzles read from r, named name in messages, and
// writes a solution for each to gw, or the puzzle itself if it has none.
// It returns the puzzles without a solution, and in err a malformed input,
// in which case the output is incomplete and must be discarded.
func solveAll(r io.Reader, name string, gw *gridWriter) (unsolved, err error) {
	pr := newPuzzleReader(r, name)
	malformed := faultList{name: name, what: "faults"}
	none := faultList{name: name, what: "puzzles without a solution"}
	n := 0
	for {
		p, err := pr.next()
		if err == io.EOF {
			break
		}
		if _, ok := err.(*lineError); ok {
			malformed.add(err)
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		n++
		if malformed.n > 0 {
			continue // the output is lost: only look for more faults
		}
		g := p.grid
		if solve(&g, 1) == 0 {
			none.add(pr.errorf(p.line, "puzzle %d has no solution", n))
		}
		if err := gw.write(&g); err != nil {
			return nil, err
		}
	}
	if err := malformed.err(); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, fmt.Errorf("%s: no puzzles", name)
	}
	return none.err(), nil
}
