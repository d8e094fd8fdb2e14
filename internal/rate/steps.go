package rate

import (
	"fmt"
	"math/bits"

	"sudoku/internal/board"
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

// A Solver is a puzzle being explained: its candidates and digits,
// the steps taken and, when text is set, their text.
type Solver struct {
	cand  [81]uint16 // the candidates of each open cell; 0 for a placed one
	grid  board.Grid
	sol   board.Grid // the only solution
	open  int        // cells not yet placed
	used  [NTechniques]int
	steps int
	text  bool   // whether to describe the steps
	out   []byte // the steps' lines, when text is set
	st    step
	fails fails
	chain *chainSearch // scratch space, kept from puzzle to puzzle
}

// Most steps change the candidates of a few houses and digits, and a
// technique that looks at one house (or one digit) at a time and found
// nothing there finds nothing again until its candidates change; so do
// the xy-chains until the cells of two candidates change. fails keeps, by
// the board's version (the steps taken, plus one), when each house and
// digit, and the cells of two candidates, last changed, and when each
// such technique last found nothing in each (0 if it has not looked).
type fails struct {
	houseAt   [27]int
	digitAt   [10]int
	bivalueAt int // which cells have two candidates, or those they have
	xyChain   int
	house     [2][5][27]int // naked (0) and hidden (1) subsets of 2 to 4 cells
	digit     [nDigitFinders][10]int
	// everywhere, if set, has the techniques look at every house and
	// digit, the chains' search keep chains that end before their start,
	// and the forcing's trials go on to their end (tests).
	everywhere bool
}

// The techniques that look at one digit at a time.
const (
	pointingFails = iota
	claimingFails
	fishFails     // of 2 lines, then 3, 4
	nDigitFinders = fishFails + 3
)

// version returns the board's version.
func (s *Solver) version() int { return s.steps + 1 }

// xyChainSettled reports whether an xy-chain would find nothing now: it
// found nothing at a version since which the cells of two candidates, on
// which it rests, have not changed (the candidates it removes only go).
func (f *fails) xyChainSettled() bool {
	return f.xyChain > 0 && f.xyChain >= f.bivalueAt && !f.everywhere
}

// houseSettled reports whether a technique that found nothing in house h
// at version at would find nothing there now.
func (f *fails) houseSettled(at, h int) bool {
	return at > 0 && at >= f.houseAt[h] && !f.everywhere
}

// settledDigits returns the digits in which a technique, whose fails by
// digit are at, would find nothing now.
func (f *fails) settledDigits(at *[10]int) (m uint16) {
	for d := 1; d <= 9 && !f.everywhere; d++ {
		if at[d] > 0 && at[d] >= f.digitAt[d] {
			m |= 1 << d
		}
	}
	return m
}

// nothing notes that a technique, whose fails by digit are at, found
// nothing in any digit at version v.
func (f *fails) nothing(at *[10]int, v int) {
	for d := 1; d <= 9; d++ {
		at[d] = v
	}
}

// changed notes that the cell i, whose candidates were was, lost digits
// at version v.
func (f *fails) changed(i int, was, digits uint16, v int) {
	if bits.OnesCount16(was) == 2 || bits.OnesCount16(was&^digits) == 2 {
		f.bivalueAt = v
	}
	for h := board.HouseBits[i]; h != 0; h &= h - 1 {
		f.houseAt[bits.TrailingZeros32(h)] = v
	}
	for ; digits != 0; digits &= digits - 1 {
		f.digitAt[bits.TrailingZeros16(digits)] = v
	}
}

// finders holds the technique finders, in the order they are tried. Each
// looks for a deduction of its technique that changes the board, and if it
// finds one, describes it in s.st and reports true.
var finders = [NTechniques]func(s *Solver) bool{
	nakedSingle:     (*Solver).nakedSingle,
	hiddenSingle:    (*Solver).hiddenSingle,
	pointing:        (*Solver).pointing,
	claiming:        (*Solver).claiming,
	nakedPair:       func(s *Solver) bool { return s.nakedSubset(2) },
	hiddenPair:      func(s *Solver) bool { return s.hiddenSubset(2) },
	xWing:           func(s *Solver) bool { return s.fish(2) },
	nakedTriple:     func(s *Solver) bool { return s.nakedSubset(3) },
	hiddenTriple:    func(s *Solver) bool { return s.hiddenSubset(3) },
	swordfish:       func(s *Solver) bool { return s.fish(3) },
	xyWing:          (*Solver).xyWing,
	xyzWing:         (*Solver).xyzWing,
	uniqueRectangle: (*Solver).uniqueRectangle,
	nakedQuad:       func(s *Solver) bool { return s.nakedSubset(4) },
	hiddenQuad:      func(s *Solver) bool { return s.hiddenSubset(4) },
	jellyfish:       func(s *Solver) bool { return s.fish(4) },
	bugPlusOne:      (*Solver).bugPlusOne,
	remotePair:      (*Solver).remotePair,
	xChain:          func(s *Solver) bool { return s.findChain(xChain) },
	xyChain:         func(s *Solver) bool { return s.findChain(xyChain) },
	aic:             func(s *Solver) bool { return s.findChain(aic) },
	groupedAIC:      func(s *Solver) bool { return s.findChain(groupedAIC) },
	forcing:         (*Solver).forcing,
	trial:           (*Solver).trial,
}

// Init sets s to explain puzzle p, whose only solution is sol.
func (s *Solver) Init(p, sol *board.Grid, text bool) {
	out, chain := s.out[:0], s.chain
	if chain == nil {
		chain = new(chainSearch)
	}
	*s = Solver{grid: *p, sol: *sol, text: text, out: out, chain: chain}
	m := board.MasksOf(p)
	for i, d := range p {
		if d == 0 {
			s.cand[i] = board.AllDigits &^ (m.Row[i/9] | m.Col[i%9] | m.Box[board.BoxOf(i)])
			s.open++
		}
	}
}

// InitFrom sets s to go on explaining puzzle p, whose only solution is
// sol, from the position where another explainer stopped after steps
// steps: the digits placed in grid, and the candidates of the open cells
// in cand.
func (s *Solver) InitFrom(p, sol, grid *board.Grid, cand *[81]uint16, steps int) {
	s.Init(p, sol, true)
	s.grid, s.cand, s.open, s.steps = *grid, *cand, 0, steps
	for _, d := range grid {
		if d == 0 {
			s.open++
		}
	}
}

// Text returns the lines of the steps taken, if the text was asked
// for.
func (s *Solver) Text() []byte { return s.out }

// Steps returns the steps taken.
func (s *Solver) Steps() int { return s.steps }

// Used returns how many times each technique was used.
func (s *Solver) Used() [NTechniques]int { return s.used }

// Solve takes steps until the puzzle is solved. While the board allows
// the solution, as every technique keeps it doing, there is always a step:
// a trial if nothing else.
func (s *Solver) Solve() {
	for s.open > 0 && s.next() {
	}
}

// next takes the next step and reports whether there was one.
func (s *Solver) next() bool {
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
func (s *Solver) take() {
	st := &s.st
	s.used[st.tech]++
	s.steps++
	if s.text {
		s.out = fmt.Appendf(s.out, "%d. %s%s: ", s.steps, TechniqueNames[st.tech], st.why)
	}
	v := s.version() // the version the step makes
	if st.cell >= 0 {
		s.fails.changed(st.cell, s.cand[st.cell], s.cand[st.cell], v)
		for _, p := range board.Peers[st.cell] {
			if s.cand[p]&(1<<st.digit) != 0 {
				s.fails.changed(int(p), s.cand[p], 1<<st.digit, v)
			}
		}
		s.place(st.cell, st.digit)
		if s.text {
			s.out = fmt.Appendf(s.out, "%s=%d\n", board.CellName(st.cell), st.digit)
		}
		return
	}
	sep := ""
	for i, m := range st.elim {
		if m == 0 {
			continue
		}
		s.fails.changed(i, s.cand[i], m, v)
		s.cand[i] &^= m
		st.elim[i] = 0
		for ; s.text && m != 0; m &= m - 1 {
			s.out = fmt.Appendf(s.out, "%s%s<>%d", sep, board.CellName(i), bits.TrailingZeros16(m))
			sep = " "
		}
	}
	if s.text {
		s.out = append(s.out, '\n')
	}
}

// place puts digit d in the open cell i and removes it from the candidates
// of the cell's peers.
func (s *Solver) place(i int, d uint8) {
	s.grid[i] = d
	s.cand[i] = 0
	s.open--
	for _, p := range board.Peers[i] {
		s.cand[p] &^= 1 << d
	}
}

// placing makes the step the placing of digit d, a bit set, in cell i.
func (s *Solver) placing(i int, d uint16) bool {
	s.st.cell, s.st.digit = i, uint8(bits.TrailingZeros16(d))
	return true
}

// remove adds to the step the removal of the digits mask from cell i, of
// those it has, and reports whether it has any.
func (s *Solver) remove(i int, mask uint16) bool {
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
func (s *Solver) removeSet(set board.CellSet, mask uint16) {
	for i := range set.Cells() {
		s.remove(i, mask)
	}
}

// describe sets what the step saw. The text is wanted only when s.text
// is set, and its names cost more than most steps: the techniques call it
// only then.
func (s *Solver) describe(format string, args ...any) {
	s.st.why = fmt.Sprintf(format, args...)
}

// Level returns the level of the puzzle explained: the highest level of
// the techniques used.
func (s *Solver) Level() int {
	level := 1
	for t, n := range s.used {
		if n > 0 {
			level = max(level, techniqueLevel(technique(t)))
		}
	}
	return level
}

// Hardest returns the last, in the order tried, of the techniques used.
func (s *Solver) Hardest() technique {
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
func (s *Solver) places(h int) (w [10]uint16) {
	for j, i := range board.HouseCells[h] {
		for c := s.cand[i]; c != 0; c &= c - 1 {
			w[bits.TrailingZeros16(c)] |= 1 << j
		}
	}
	return w
}

// cellWith names cell i with its candidates: "r1c1 (12)".
func (s *Solver) cellWith(i int) string {
	return fmt.Sprintf("%s (%s)", board.CellName(i), board.DigitString(s.cand[i]))
}
