package rate

import (
	"math/bits"

	"sudoku/internal/board"
)

// The rater solves a puzzle as a person would, with the techniques below
// tried in order, the simplest first, and rates it by the hardest it needed:
//
//	level 1: naked and hidden singles
//	level 2: intersections (pointing and claiming), naked and hidden pairs
//	level 3: none of these finishes it; it needs harder techniques or trial
//
// Every technique only removes candidates no solution has, so a puzzle the
// rater finishes has exactly one solution, and one with several rates 3.
// A deduction that applies still applies, or is no longer needed, once
// other deductions have removed more; so the candidates left when none
// applies, and with them the level, do not depend on the order the
// techniques are tried in.

// A technique is one of the deductions of the rater or of the explainer
// (steps.go), numbered in the order the explainer tries them, the simplest
// first. The rater knows those of levels 1 and 2.
type technique int

const (
	nakedSingle technique = iota
	hiddenSingle
	pointing   // a digit of a box confined to one row or column of it
	claiming   // a digit of a row or column confined to one box
	nakedPair  // two cells of a house with the same two candidates
	hiddenPair // two digits of a house with the same two places
	xWing
	nakedTriple
	hiddenTriple
	swordfish
	xyWing
	xyzWing
	uniqueRectangle
	nakedQuad
	hiddenQuad
	jellyfish
	bugPlusOne
	remotePair
	xChain
	xyChain
	aic
	groupedAIC
	forcing // a candidate whose placing leads to a contradiction by singles
	trial   // a candidate that a search shows is in no solution
	NTechniques

	nRaterTechniques = hiddenPair + 1 // the techniques of levels 1 and 2
)

// lastResort is the first of the techniques a person would not call
// solving: they show a candidate wrong by trying it.
const lastResort = forcing

// TechniqueNames names each technique as the explanations and reports do.
var TechniqueNames = [NTechniques]string{
	"naked single", "hidden single", "pointing", "claiming", "naked pair",
	"hidden pair", "x-wing", "naked triple", "hidden triple", "swordfish",
	"xy-wing", "xyz-wing", "unique rectangle", "naked quad", "hidden quad",
	"jellyfish", "bug+1", "remote pair", "x-chain", "xy-chain", "aic",
	"grouped aic", "forcing", "trial",
}

// techniqueLevel is the level each technique belongs to.
func techniqueLevel(t technique) int {
	switch {
	case t <= hiddenSingle:
		return 1
	case t <= hiddenPair:
		return 2
	}
	return 3
}

// A logicBoard is a puzzle being solved by the rater: the candidate digits
// of each open cell as a bit set, and the digits placed.
type logicBoard struct {
	cand   [81]uint16 // 0 for a placed cell
	grid   board.Grid
	placed [27]uint16 // the digits placed in each house
	open   int        // cells not yet placed
	used   [nRaterTechniques]int
	wrong  bool // a contradiction was found: the puzzle has no solution
	goal   int  // a cell whose digit is all that is wanted, or -1
	// The open cells left with one candidate, to be placed.
	single  [81]uint8
	nsingle int
	// floor is the open cells at which the work stops: 0 but for the
	// forcing's trials, which stop where they can no longer be the best.
	floor int
}

// Init sets b to puzzle g with the candidates its givens leave. A board
// whose givens repeat a digit in a house is wrong.
func (b *logicBoard) init(g *board.Grid) {
	m := board.MasksOf(g)
	b.initMasks(g, &m)
	b.wrong = b.wrong || board.Repeats(g)
}

// initMasks sets b to puzzle g, whose givens are m.
func (b *logicBoard) initMasks(g *board.Grid, m *board.Masks) {
	*b = logicBoard{grid: *g, open: 81, goal: -1}
	copy(b.placed[0:9], m.Row[:])
	copy(b.placed[9:18], m.Col[:])
	copy(b.placed[18:27], m.Box[:])
	i := 0
	for r := range 9 {
		for c := range 9 {
			if g[i] != 0 {
				b.open--
			} else {
				cand := board.AllDigits &^ (m.Row[r] | m.Col[c] | m.Box[r/3*3+c/3])
				b.cand[i] = cand
				b.note(uint8(i), cand)
			}
			i++
		}
	}
}

// place puts the digit of the one-bit set bit in the open cell i and
// removes it from the candidates of the cell's peers, noting those left
// with one.
func (b *logicBoard) place(i int, bit uint16, t technique) {
	r, c, x := i/9, 9+i%9, 18+board.BoxOf(i)
	if (b.placed[r]|b.placed[c]|b.placed[x])&bit != 0 {
		b.wrong = true // the digit is already in a house of the cell
		return
	}
	b.placed[r] |= bit
	b.placed[c] |= bit
	b.placed[x] |= bit
	b.used[t]++
	b.grid[i] = uint8(bits.TrailingZeros16(bit))
	b.cand[i] = 0
	b.open--
	for _, p := range board.Peers[i] {
		if c := b.cand[p]; c&bit != 0 {
			c &^= bit
			b.cand[p] = c
			b.note(p, c)
		}
	}
}

// note records that the open cell i now has the candidates c: a
// contradiction if there are none, a single to place if there is one. A
// cell's candidates only shrink, so it is noted as a single at most once.
func (b *logicBoard) note(i uint8, c uint16) {
	switch {
	case c == 0:
		b.wrong = true
	case c&(c-1) == 0:
		b.single[b.nsingle] = i
		b.nsingle++
	}
}

// nakedSingles places the cells left with one candidate, and those their
// placing leaves with one, until there are none.
func (b *logicBoard) nakedSingles() {
	for b.nsingle > 0 && !b.wrong && b.open > b.floor {
		b.nsingle--
		i := b.single[b.nsingle]
		if b.grid[i] == 0 { // else placed since, as a hidden single
			b.place(int(i), b.cand[i], nakedSingle)
		}
	}
}

// singles places naked and hidden singles until there are none left, or
// until a contradiction.
func (b *logicBoard) singles() {
	for {
		b.nakedSingles()
		if b.stop() {
			return
		}
		progress := false
		for h := range board.HouseCells {
			if b.hiddenSingles(h) {
				progress = true
				b.nakedSingles()
				if b.stop() {
					return
				}
			}
		}
		if !progress {
			return
		}
	}
}

// hiddenSingles places the digits that have one place left in house h and
// reports whether it placed any.
func (b *logicBoard) hiddenSingles(h int) bool {
	var once, twice uint16
	for _, i := range board.HouseCells[h] {
		c := b.cand[i]
		twice |= once & c
		once |= c
	}
	if once|b.placed[h] != board.AllDigits {
		b.wrong = true // a digit has no place in the house
		return false
	}
	only := once &^ twice
	if only == 0 {
		return false
	}
	for _, i := range board.HouseCells[h] {
		if c := b.cand[i] & only; c != 0 {
			if c&(c-1) != 0 {
				b.wrong = true // two digits with only this place
				return false
			}
			b.place(int(i), c, hiddenSingle)
		}
	}
	return true
}

// eliminate removes the digits mask from the candidates of the open cell i
// and reports whether it removed any.
func (b *logicBoard) eliminate(i uint8, mask uint16) bool {
	if b.cand[i]&mask == 0 {
		return false
	}
	c := b.cand[i] &^ mask
	b.cand[i] = c
	b.note(i, c)
	return true
}

// intersections applies pointing and claiming: where the candidates for a
// digit in one house all lie in the segment (three cells) it shares with a
// second house, the digit goes there in the second house too.
func (b *logicBoard) intersections() bool {
	progress := false
	for dir := range 2 { // rows, then columns
		// seg[l][s] holds the candidates of segment s of line l: cells 3s
		// to 3s+2 of row l, or of column l when dir is 1. Eliminations
		// below leave it a superset, on which the deductions still hold.
		var seg [9][3]uint16
		for l := range 9 {
			for s := range 3 {
				for j := range 3 {
					seg[l][s] |= b.cand[board.LineCell(dir, l, 3*s+j)]
				}
			}
		}
		for l := range 9 {
			l1, l2 := l/3*3+(l+1)%3, l/3*3+(l+2)%3 // the box's other lines
			for s := range 3 {
				s1, s2 := (s+1)%3, (s+2)%3
				// Digits of the box only in this segment point along the line.
				if m := seg[l][s] &^ (seg[l1][s] | seg[l2][s]); m != 0 {
					c1 := b.clearSegment(dir, l, s1, m)
					if c2 := b.clearSegment(dir, l, s2, m); c1 || c2 {
						b.used[pointing]++
						progress = true
					}
				}
				// Digits of the line only in this segment claim it in the box.
				if m := seg[l][s] &^ (seg[l][s1] | seg[l][s2]); m != 0 {
					c1 := b.clearSegment(dir, l1, s, m)
					if c2 := b.clearSegment(dir, l2, s, m); c1 || c2 {
						b.used[claiming]++
						progress = true
					}
				}
			}
		}
	}
	return progress
}

// clearSegment removes the digits mask from segment s of line l and reports
// whether it removed any.
func (b *logicBoard) clearSegment(dir, l, s int, mask uint16) bool {
	done := false
	for j := 3 * s; j < 3*s+3; j++ {
		if b.eliminate(board.LineCell(dir, l, j), mask) {
			done = true
		}
	}
	return done
}

// nakedPairs finds two open cells of a house with the same two candidates
// and removes those digits from the house's other cells.
func (b *logicBoard) nakedPairs() bool {
	progress := false
	for h := range board.HouseCells {
		cells := &board.HouseCells[h]
		for x := 0; x < 9; x++ {
			c := b.cand[cells[x]]
			if bits.OnesCount16(c) != 2 {
				continue
			}
			for y := x + 1; y < 9; y++ {
				if b.cand[cells[y]] != c {
					continue
				}
				done := false
				for z, i := range cells {
					if z != x && z != y && b.eliminate(i, c) {
						done = true
					}
				}
				if done {
					b.used[nakedPair]++
					progress = true
				}
			}
		}
	}
	return progress
}

// hiddenPairs finds two digits with the same two places in a house and
// removes the other candidates of those two cells.
func (b *logicBoard) hiddenPairs() bool {
	progress := false
	for h := range board.HouseCells {
		cells := &board.HouseCells[h]
		var where [10]uint16 // the places, bits 0–8, of each digit
		for j, i := range cells {
			for c := b.cand[i]; c != 0; c &= c - 1 {
				where[bits.TrailingZeros16(c)] |= 1 << j
			}
		}
		for d := 1; d <= 9; d++ {
			if bits.OnesCount16(where[d]) != 2 {
				continue
			}
			for e := d + 1; e <= 9; e++ {
				if where[e] != where[d] {
					continue
				}
				keep := uint16(1)<<d | uint16(1)<<e
				done := false
				for m := where[d]; m != 0; m &= m - 1 {
					if b.eliminate(cells[bits.TrailingZeros16(m)], ^keep) {
						done = true
					}
				}
				if done {
					b.used[hiddenPair]++
					progress = true
				}
			}
		}
	}
	return progress
}

// stop reports whether the work on the board is over: it is solved (or
// down to its floor), found wrong, or its goal cell is placed.
func (b *logicBoard) stop() bool {
	return b.open <= b.floor || b.wrong || b.goal >= 0 && b.grid[b.goal] != 0
}

// solveLogic applies the techniques up to level maxLevel, singles first and each
// harder one only when the easier ones are stuck, until the puzzle is solved,
// stuck or found wrong.
func (b *logicBoard) solveLogic(maxLevel int) {
	for {
		b.singles()
		if b.stop() || maxLevel < 2 {
			return
		}
		if !b.intersections() && !b.nakedPairs() && !b.hiddenPairs() {
			return
		}
	}
}

// Level returns the level of puzzle g: 1 if singles solve it, 2 if the
// level 2 techniques are needed and enough, 3 if they are not enough (the
// puzzle is then hard, or has several solutions), and 0 if the techniques
// show it has no solution.
func Level(g *board.Grid) int {
	var b logicBoard
	b.init(g)
	b.solveLogic(2)
	return b.level()
}

// Level returns the rating of the board once solveLogic has run.
func (b *logicBoard) level() int {
	switch {
	case b.wrong:
		return 0
	case b.open > 0:
		return 3
	}
	level := 1
	for t, n := range b.used {
		if n > 0 {
			level = max(level, techniqueLevel(technique(t)))
		}
	}
	return level
}

// Determines reports whether the techniques up to level maxLevel find the digit
// of cell i of g, whose givens are m. When g with that digit given is solved by them, so is g:
// they find the digit first and then go on as they would on the other.
func Determines(g *board.Grid, m *board.Masks, i, maxLevel int) bool {
	var b logicBoard
	b.initMasks(g, m)
	b.goal = i
	b.solveLogic(maxLevel)
	return b.grid[i] != 0 && !b.wrong
}

// initCands sets b to the board with the digits of g placed and the
// candidates cand in its open cells.
func (b *logicBoard) initCands(g *board.Grid, cand *[81]uint16) {
	*b = logicBoard{grid: *g, cand: *cand, goal: -1}
	for i, d := range g {
		if d != 0 {
			bit := uint16(1) << d
			b.placed[i/9] |= bit
			b.placed[9+i%9] |= bit
			b.placed[18+board.BoxOf(i)] |= bit
			continue
		}
		b.open++
		b.note(uint8(i), cand[i])
	}
}
