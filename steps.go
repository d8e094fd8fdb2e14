package main

import (
	"fmt"
	"math/bits"
)

// The explainer solves a puzzle as a person would, one step at a time:
// each step is the first deduction of the simplest technique that makes
// one, and it places a digit or removes candidates. It is given the
// puzzle's solution, found by the solver, and is used only on puzzles with
// exactly one: the uniqueness techniques (unique rectangle, bug+1) rely on
// that, and the last resorts, forcing and trial, always find a candidate
// wrong so that every such puzzle is explained to the end.
//
// A step reads "12. hidden single in box 4: r5c2=8": its number, the
// technique, what it saw, and after the last ": " its effect, a placement
// r5c2=8 or removals r1c7<>7 r1c9<>7, rows and columns from 1.

// A step is the deduction the explainer found last.
type step struct {
	tech  technique
	cell  int        // the cell it places, or -1 if it removes candidates
	digit uint8      // the digit it places
	elim  [81]uint16 // the candidates it removes from each cell
	nelim int        // how many
	why   string     // what it saw, for the text: " in box 4", ": …"
}

// A stepSolver is a puzzle being explained: its candidates and digits,
// the steps taken and, when text is set, their text.
type stepSolver struct {
	cand  [81]uint16 // the candidates of each open cell; 0 for a placed one
	grid  Grid
	sol   Grid // the only solution
	open  int  // cells not yet placed
	used  [nTechniques]int
	steps int
	text  bool   // whether to describe the steps
	out   []byte // the steps' lines, when text is set
	st    step
	chain *chainSearch // scratch space, kept from puzzle to puzzle
}

// finders holds the technique finders, in the order they are tried. Each
// looks for a deduction of its technique that changes the board, and if it
// finds one, describes it in s.st and reports true.
var finders = [nTechniques]func(s *stepSolver) bool{
	nakedSingle:     (*stepSolver).nakedSingle,
	hiddenSingle:    (*stepSolver).hiddenSingle,
	pointing:        (*stepSolver).pointing,
	claiming:        (*stepSolver).claiming,
	nakedPair:       func(s *stepSolver) bool { return s.nakedSubset(2) },
	hiddenPair:      func(s *stepSolver) bool { return s.hiddenSubset(2) },
	xWing:           func(s *stepSolver) bool { return s.fish(2) },
	nakedTriple:     func(s *stepSolver) bool { return s.nakedSubset(3) },
	hiddenTriple:    func(s *stepSolver) bool { return s.hiddenSubset(3) },
	swordfish:       func(s *stepSolver) bool { return s.fish(3) },
	xyWing:          (*stepSolver).xyWing,
	xyzWing:         (*stepSolver).xyzWing,
	uniqueRectangle: (*stepSolver).uniqueRectangle,
	nakedQuad:       func(s *stepSolver) bool { return s.nakedSubset(4) },
	hiddenQuad:      func(s *stepSolver) bool { return s.hiddenSubset(4) },
	jellyfish:       func(s *stepSolver) bool { return s.fish(4) },
	bugPlusOne:      (*stepSolver).bugPlusOne,
	remotePair:      (*stepSolver).remotePair,
	xChain:          func(s *stepSolver) bool { return s.findChain(xChain) },
	xyChain:         func(s *stepSolver) bool { return s.findChain(xyChain) },
	aic:             func(s *stepSolver) bool { return s.findChain(aic) },
	groupedAIC:      func(s *stepSolver) bool { return s.findChain(groupedAIC) },
	forcing:         (*stepSolver).forcing,
	trial:           (*stepSolver).trial,
}

// init sets s to explain puzzle p, whose only solution is sol.
func (s *stepSolver) init(p, sol *Grid, text bool) {
	out, chain := s.out[:0], s.chain
	if chain == nil {
		chain = new(chainSearch)
	}
	*s = stepSolver{grid: *p, sol: *sol, text: text, out: out, chain: chain}
	m := masks(p)
	for i, d := range p {
		if d == 0 {
			s.cand[i] = allDigitBits &^ (m.row[i/9] | m.col[i%9] | m.box[boxOf(i)])
			s.open++
		}
	}
}

// initFrom sets s to go on explaining puzzle p, whose only solution is
// sol, from the position where another explainer stopped after steps
// steps: the digits placed in grid, and the candidates of the open cells
// in cand.
func (s *stepSolver) initFrom(p, sol, grid *Grid, cand *[81]uint16, steps int) {
	s.init(p, sol, true)
	s.grid, s.cand, s.open, s.steps = *grid, *cand, 0, steps
	for _, d := range grid {
		if d == 0 {
			s.open++
		}
	}
}

// stepsText returns the lines of the steps taken, if the text was asked
// for.
func (s *stepSolver) stepsText() []byte { return s.out }

// stepCount returns the steps taken.
func (s *stepSolver) stepCount() int { return s.steps }

// usedCounts returns how many times each technique was used.
func (s *stepSolver) usedCounts() [nTechniques]int { return s.used }

// solve takes steps until the puzzle is solved. While the board allows
// the solution, as every technique keeps it doing, there is always a step:
// a trial if nothing else.
func (s *stepSolver) solve() {
	for s.open > 0 && s.next() {
	}
}

// next takes the next step and reports whether there was one.
func (s *stepSolver) next() bool {
	s.st.cell, s.st.nelim, s.st.why = -1, 0, ""
	for t, find := range finders {
		if find(s) {
			s.st.tech = technique(t)
			s.take()
			return true
		}
	}
	return false
}

// take applies the step found, counts it and describes it.
func (s *stepSolver) take() {
	st := &s.st
	s.used[st.tech]++
	s.steps++
	if s.text {
		s.out = fmt.Appendf(s.out, "%d. %s%s: ", s.steps, techniqueName[st.tech], st.why)
	}
	if st.cell >= 0 {
		s.place(st.cell, st.digit)
		if s.text {
			s.out = fmt.Appendf(s.out, "%s=%d\n", cellName(st.cell), st.digit)
		}
		return
	}
	sep := ""
	for i, m := range st.elim {
		if m == 0 {
			continue
		}
		s.cand[i] &^= m
		st.elim[i] = 0
		for ; s.text && m != 0; m &= m - 1 {
			s.out = fmt.Appendf(s.out, "%s%s<>%d", sep, cellName(i), bits.TrailingZeros16(m))
			sep = " "
		}
	}
	if s.text {
		s.out = append(s.out, '\n')
	}
}

// place puts digit d in the open cell i and removes it from the candidates
// of the cell's peers.
func (s *stepSolver) place(i int, d uint8) {
	s.grid[i] = d
	s.cand[i] = 0
	s.open--
	for _, p := range cellPeers[i] {
		s.cand[p] &^= 1 << d
	}
}

// placing makes the step the placing of digit d, a bit set, in cell i.
func (s *stepSolver) placing(i int, d uint16) bool {
	s.st.cell, s.st.digit = i, uint8(bits.TrailingZeros16(d))
	return true
}

// remove adds to the step the removal of the digits mask from cell i, of
// those it has, and reports whether it has any.
func (s *stepSolver) remove(i int, mask uint16) bool {
	m := s.cand[i] & mask &^ s.st.elim[i]
	if m == 0 {
		return false
	}
	s.st.elim[i] |= m
	s.st.nelim += bits.OnesCount16(m)
	return true
}

// removeSet adds to the step the removal of the digits mask from the cells
// of set.
func (s *stepSolver) removeSet(set cellSet, mask uint16) {
	for i := range set.cells() {
		s.remove(i, mask)
	}
}

// describe sets what the step saw, when its text is wanted.
func (s *stepSolver) describe(format string, args ...any) {
	if s.text {
		s.st.why = fmt.Sprintf(format, args...)
	}
}

// level returns the level of the puzzle explained: the highest level of
// the techniques used.
func (s *stepSolver) level() int {
	level := 1
	for t, n := range s.used {
		if n > 0 {
			level = max(level, techniqueLevel(technique(t)))
		}
	}
	return level
}

// hardest returns the last, in the order tried, of the techniques used.
func (s *stepSolver) hardest() technique {
	h := nakedSingle
	for t, n := range s.used {
		if n > 0 {
			h = technique(t)
		}
	}
	return h
}

// places returns the places, bits 0–8 by position in the house, of each
// digit in house h.
func (s *stepSolver) places(h int) (w [10]uint16) {
	for j, i := range houseCells[h] {
		for c := s.cand[i]; c != 0; c &= c - 1 {
			w[bits.TrailingZeros16(c)] |= 1 << j
		}
	}
	return w
}

// cellWith names cell i with its candidates: "r1c1 (12)".
func (s *stepSolver) cellWith(i int) string {
	return fmt.Sprintf("%s (%s)", cellName(i), digitString(s.cand[i]))
}
