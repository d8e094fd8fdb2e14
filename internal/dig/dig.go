package dig

import (
	"math/bits"

	"sudoku/internal/board"
)

// Digging a puzzle of a level tries each cell with the rater's techniques
// (see package rate), thousands of times a second on each core, and the rater
// would start each try from the grid and place one single at a time. A
// deducer instead works from the puzzle's solution, which the digger
// knows: the techniques only remove candidates no solution has, so they
// never remove the solution's digit from a cell, and every single they
// find is the solution's digit. What is left to know of a digit is where
// else it can still go: a cell is a naked single when it is no other
// digit's candidate, and a digit a hidden single of a house when it can go
// nowhere else there. Kept as bit sets of the grid, one a digit, a digit's
// hidden singles all over the grid are found and placed with a few dozen
// word operations and no branch on the cells, and the naked singles of
// the grid with a few more. What the techniques find,
// and so the level, is the same as the rater's: the tests check the
// candidates left against the rater's, and the puzzles against the rater
// and the tests' own human solver.
//
// The cells are held band by band, rows 3b to 3b+2 as 27 bits: row j of
// the band at bits 9j to 9j+8, and in each, the box of stack s at bits 3s
// to 3s+2.

// A key is what a deducer knows of the solution: its digits, the cell of
// each digit in each house, the cells of each digit, and those of the
// digits above each.
type key struct {
	sol   board.Grid
	home  [27][10]uint8
	pos   [10][3]uint32
	above [10][3]uint32
}

// setKey makes k the key of the solved grid sol.
func (k *key) setKey(sol *board.Grid) {
	k.sol = *sol
	k.pos = [10][3]uint32{}
	for h, cells := range board.HouseCells {
		for _, i := range cells {
			k.home[h][sol[i]] = i
		}
	}
	for i, v := range sol {
		k.pos[v][i/27] |= 1 << (i % 27)
	}
	for v := 8; v >= 0; v-- {
		for b := range 3 {
			k.above[v][b] = k.above[v+1][b] | k.pos[v+1][b]
		}
	}
}

// A deducer applies the techniques to a puzzle whose solution it knows.
type deducer struct {
	k    *key
	open [3]uint32 // the cells neither given nor placed
	// other[v] is the open cells, not v's own, where v is a candidate,
	// as far as the placements in cleared[v] and those of other digits
	// seen since have cleared it.
	other   [10][3]uint32
	cleared [10][3]uint32 // the cells of v whose peers other[v] lacks
	fresh   uint16        // the digits whose other changed outside singles
	goal    [3]uint32     // the cells whose digits are wanted
	all     bool          // no goal: work until nothing applies
	// lined[v] is the cells where v could go when lines last looked at
	// v, and hidden and naked are other as it was when hiddenPairs and
	// nakedPairs last began (see pairsAndLines).
	lined         [10][3]uint32
	hidden, naked [10][3]uint32
}

// Tables of band masks.
var (
	rowFill [8]uint32   // the cells of the rows in a 3-bit set
	colFill [512]uint32 // the cells of the columns in a 9-bit set
	boxFill [8]uint32   // the cells of the boxes, by stack, in a 3-bit set
	stackOf [512]uint8  // the stacks with a column in a 9-bit set
)

func init() {
	for s := range 8 {
		for j := range 3 {
			if s>>j&1 != 0 {
				rowFill[s] |= 0x1ff << (9 * j)
				boxFill[s] |= 0x7<<(3*j) | 0x7<<(9+3*j) | 0x7<<(18+3*j)
			}
		}
	}
	for c := range 512 {
		colFill[c] = uint32(c) | uint32(c)<<9 | uint32(c)<<18
		for s := range 3 {
			if c>>(3*s)&7 != 0 {
				stackOf[c] |= 1 << s
			}
		}
	}
}

// bandRows returns the rows, 3 bits, in which the band mask m has a cell:
// a 9-bit row plus 511 reaches bit 9 unless it is 0.
func bandRows(m uint32) uint32 {
	return (m&0x1ff+0x1ff)>>9 | (m>>9&0x1ff+0x1ff)>>9<<1 | (m>>18+0x1ff)>>9<<2
}

// bandCols returns the columns, 9 bits, in which the band mask m has a
// cell.
func bandCols(m uint32) uint32 { return (m | m>>9 | m>>18) & 0x1ff }

// peersOf returns the cells in a house with a cell of x.
func peersOf(x *[3]uint32) (p [3]uint32) {
	cols := colFill[bandCols(x[0]|x[1]|x[2])]
	for b := range p {
		p[b] = rowFill[bandRows(x[b])] | cols | boxFill[stackOf[bandCols(x[b])]]
	}
	return p
}

// start sets t to work on the puzzle whose blank cells are blank until
// the cells of goal are placed, or with no goal until nothing applies.
func (t *deducer) start(k *key, blank *[3]uint32, goal []uint8) {
	var seen [10][3]uint32
	for v := 1; v <= 9; v++ {
		pos := &k.pos[v]
		given := [3]uint32{pos[0] &^ blank[0], pos[1] &^ blank[1], pos[2] &^ blank[2]}
		seen[v] = peersOf(&given)
	}
	t.startSeen(k, blank, &seen, goal)
}

// startSeen is start for a puzzle whose givens of each digit v have the
// peers seen[v].
func (t *deducer) startSeen(k *key, blank *[3]uint32, seen *[10][3]uint32, goal []uint8) {
	t.k = k
	t.open = *blank
	t.goal = [3]uint32{}
	t.all = len(goal) == 0
	for _, i := range goal {
		t.goal[i/27] |= 1 << (i % 27)
	}
	for v := 1; v <= 9; v++ {
		pos, sv := &k.pos[v], &seen[v]
		for b := range 3 {
			t.other[v][b] = t.open[b] &^ pos[b] &^ sv[b]
			t.cleared[v][b] = pos[b] &^ t.open[b]
		}
	}
	t.fresh = board.AllDigits
	t.lined = [10][3]uint32{}
	t.hidden = [10][3]uint32{}
	t.naked = [10][3]uint32{}
}

// done reports whether every cell of the goal is placed.
func (t *deducer) done() bool {
	return !t.all && t.goal[0]&t.open[0]|t.goal[1]&t.open[1]|t.goal[2]&t.open[2] == 0
}

// singles goes once through the digits, placing each digit's hidden
// singles as it comes to it and then the naked singles of the grid, and
// reports whether it placed any. A digit's candidates first lose the cells
// placed since it was last seen, and the peers of its own; the digits
// after it see its placements in the same pass, which takes fewer passes
// than placing every single found in a pass together. A digit whose
// candidates and cells are as they were has no new hidden single, and its
// work is skipped. The techniques only remove candidates, so the singles
// they reach, and what the level-2 techniques reach after them, do not
// depend on the order they are found in.
func (t *deducer) singles() bool {
	// The bands are unrolled by hand and held in locals, which the
	// compiler keeps in registers.
	open0, open1, open2 := t.open[0], t.open[1], t.open[2]
	var any0, any1, any2 uint32
	for v := 1; v <= 9; v++ {
		o, pos, cl := &t.other[v], &t.k.pos[v], &t.cleared[v]
		p0, p1, p2 := pos[0], pos[1], pos[2]
		o0, o1, o2 := o[0]&open0, o[1]&open1, o[2]&open2
		fresh := t.fresh>>v&1 != 0 || o0 != o[0] || o1 != o[1] || o2 != o[2]
		// v's cells placed since their peers were cleared.
		if n0, n1, n2 := p0&^open0&^cl[0], p1&^open1&^cl[1], p2&^open2&^cl[2]; n0|n1|n2 != 0 {
			// They are few, most often one, and their peers come
			// from a table faster than from their rows, columns
			// and boxes.
			var s0, s1, s2 uint32
			for m := n0; m != 0; m &= m - 1 {
				p := &peerBands[0][bits.TrailingZeros32(m)&31]
				s0, s1, s2 = s0|p[0], s1|p[1], s2|p[2]
			}
			for m := n1; m != 0; m &= m - 1 {
				p := &peerBands[1][bits.TrailingZeros32(m)&31]
				s0, s1, s2 = s0|p[0], s1|p[1], s2|p[2]
			}
			for m := n2; m != 0; m &= m - 1 {
				p := &peerBands[2][bits.TrailingZeros32(m)&31]
				s0, s1, s2 = s0|p[0], s1|p[1], s2|p[2]
			}
			o0, o1, o2 = o0&^s0, o1&^s1, o2&^s2
			cl[0], cl[1], cl[2] = cl[0]|n0, cl[1]|n1, cl[2]|n2
			fresh = true
		}
		o[0], o[1], o[2] = o0, o1, o2
		any0, any1, any2 = any0|o0, any1|o1, any2|o2
		if !fresh {
			continue // nothing new for v
		}
		// v's open cell in a row, column or box where v can go nowhere
		// else is a hidden single.
		free := colFill[^bandCols(o0|o1|o2)&0x1ff]
		x0 := p0 & open0 & (free | rowFill[^bandRows(o0)&7] | boxFill[^stackOf[bandCols(o0)]&7])
		x1 := p1 & open1 & (free | rowFill[^bandRows(o1)&7] | boxFill[^stackOf[bandCols(o1)]&7])
		x2 := p2 & open2 & (free | rowFill[^bandRows(o2)&7] | boxFill[^stackOf[bandCols(o2)]&7])
		if x0|x1|x2 != 0 {
			open0, open1, open2 = open0&^x0, open1&^x1, open2&^x2
			if !t.all && t.goal[0]&open0|t.goal[1]&open1|t.goal[2]&open2 == 0 {
				// The goal is placed: what is left of the pass is
				// not needed.
				t.open = [3]uint32{open0, open1, open2}
				return true
			}
		}
	}
	t.fresh = 0
	// A cell no other digit's candidate is a naked single, placed.
	open0, open1, open2 = open0&any0, open1&any1, open2&any2
	found := open0 != t.open[0] || open1 != t.open[1] || open2 != t.open[2]
	t.open = [3]uint32{open0, open1, open2}
	return found
}

// run applies the techniques up to level, singles first and the others
// only when the singles are stuck, until the goal is placed or nothing
// applies. It returns the level the goal needed, or 0 if the techniques
// do not place it.
func (t *deducer) run(level int) int {
	for !t.done() && t.singles() {
	}
	if t.done() {
		return 1
	}
	if level < 2 {
		return 0
	}
	for t.closurePass() {
		for !t.done() && t.singles() {
		}
		if t.done() {
			return 2
		}
	}
	return 0
}

// placed reports whether cell i is given or placed.
func (t *deducer) placed(i int) bool { return t.open[i/27]>>(i%27)&1 == 0 }

// cands returns the candidates of the open cell i.
func (t *deducer) cands(i int) uint16 {
	b, x := i/27, uint32(1)<<(i%27)
	c := uint16(1) << t.k.sol[i]
	for v := 1; v <= 9; v++ {
		if t.other[v][b]&x != 0 {
			c |= 1 << v
		}
	}
	return c
}

// pairsAndLines applies a technique of level 2 over the grid, and the
// next only if it removed no candidate, and reports whether one did; the
// singles then come first again, as they do in the rater.
//
// What a technique finds in a house depends only on the candidates of
// its cells, and what lines find for a digit only on where it can go; and
// the techniques only remove candidates, so they find nothing where they
// found nothing before unless those changed. So lines skip a digit whose
// cells are as they were when they last looked at it, and the pairs look
// only in the houses with a cell whose candidates changed since they last
// began: a pass finds what it would over the whole grid, in the same
// order. A technique marks fresh the digits it removed candidates of, for
// the singles to look at again.
func (t *deducer) pairsAndLines() bool {
	return t.lines() || t.hiddenPairs() || t.nakedPairs()
}

// closurePass is pairsAndLines for run, which goes on until nothing
// applies: what the techniques reach then does not depend on their order
// (see singles), and nakedPairs, which costs less, goes before
// hiddenPairs. Run as a single pass, which exchanges do for most
// symmetries, pairsAndLines keeps the rater's order.
func (t *deducer) closurePass() bool {
	return t.lines() || t.nakedPairs() || t.hiddenPairs()
}

// changed returns the houses, as bits 0 to 26, with a cell whose
// candidates are not as in was, and the cells of those houses, and sets
// was to the candidates.
func (t *deducer) changed(was *[10][3]uint32) (houses uint32, near [3]uint32) {
	var c [3]uint32
	for v := 1; v <= 9; v++ {
		o, p := &t.other[v], &was[v]
		c[0], c[1], c[2] = c[0]|(o[0]^p[0]), c[1]|(o[1]^p[1]), c[2]|(o[2]^p[2])
	}
	if c[0]|c[1]|c[2] == 0 {
		return 0, near
	}
	*was = t.other
	houses = bandCols(c[0]|c[1]|c[2]) << 9
	for b := range 3 {
		houses |= bandRows(c[b])<<(3*b) | uint32(stackOf[bandCols(c[b])])<<(18+3*b)
	}
	return houses, peersOf(&c)
}

// Tables for lines. A 3×3 bit matrix, bit 3a+k, says which segments (the
// three cells a line shares with a box) hold a digit: a line a, row or
// column, crossing the three boxes k of its band or stack.
var (
	// lineKeep[occ] is occ less the segments that pointing (a box's digit
	// confined to one of its lines) and claiming (a line's digit confined
	// to one box) clear.
	lineKeep [512]uint16
	// rowSegs[row] has bit k set if the 9-bit row has a cell in box k.
	rowSegs [512]uint16
	// segCells[occ] is the cells of a band, 27 bits, in the segments of
	// occ, lines a being the band's rows.
	segCells [512]uint32
	// spread[t] moves bit a of a 3-bit t to bit 3a.
	spread [8]uint16
)

func init() {
	for occ := range 512 {
		keep := occ
		for k := range 3 {
			if on := occ >> k & 0o111; on != 0 && on&(on-1) == 0 { // one line a
				a := bits.TrailingZeros(uint(on)) / 3
				keep &^= 7 << (3 * a) &^ (1 << (3*a + k))
			}
		}
		for a := range 3 {
			if on := occ >> (3 * a) & 7; on != 0 && on&(on-1) == 0 { // one box k
				k := bits.TrailingZeros(uint(on))
				keep &^= 0o111 << k &^ (1 << (3*a + k))
			}
		}
		lineKeep[occ] = uint16(keep)
		for k := range 3 {
			if occ>>(3*k)&7 != 0 {
				rowSegs[occ] |= 1 << k
			}
		}
		for b := range 9 {
			if occ>>b&1 != 0 {
				segCells[occ] |= 7 << (9*(b/3) + 3*(b%3))
			}
		}
	}
	for t := range 8 {
		for a := range 3 {
			spread[t] |= uint16(t>>a&1) << (3 * a)
		}
	}
}

// lines applies pointing and claiming for every digit, in the rows and
// then the columns, and reports whether they removed a candidate.
func (t *deducer) lines() bool {
	progress := false
	for v := 1; v <= 9; v++ {
		o, pos := &t.other[v], &t.k.pos[v]
		var w [3]uint32 // the cells where v can go
		for b := range 3 {
			w[b] = o[b] | pos[b]&t.open[b]
		}
		if w == t.lined[v] {
			continue // nothing found for v before, nor now
		}
		t.lined[v] = w
		for b := range 3 { // the rows of band b against its boxes
			occ := rowSegs[w[b]&511] | rowSegs[w[b]>>9&511]<<3 | rowSegs[w[b]>>18]<<6
			if cut := o[b] & segCells[occ&^lineKeep[occ]]; cut != 0 {
				o[b] &^= cut
				t.fresh |= 1 << v
				progress = true
			}
		}
		var cols [3]uint32 // the columns where v can go in each band
		for b := range 3 {
			cols[b] = bandCols(w[b])
		}
		for s := range 3 { // the columns of stack s against its boxes
			occ := spread[cols[0]>>(3*s)&7] | spread[cols[1]>>(3*s)&7]<<1 | spread[cols[2]>>(3*s)&7]<<2
			for cut := occ &^ lineKeep[occ]; cut != 0; cut &= cut - 1 {
				at := bits.TrailingZeros16(cut) // 3a+b: column 3s+a, band b
				b := at % 3
				if c := o[b] & colFill[1<<(3*s+at/3)]; c != 0 {
					o[b] &^= c
					t.fresh |= 1 << v
					progress = true
				}
			}
		}
	}
	return progress
}

// nakedPairs finds two open cells of a house with the same two candidates,
// the solution's digits of the two, and removes those from the house's
// other cells. It looks only in the houses whose candidates changed since
// it last began.
func (t *deducer) nakedPairs() bool {
	houses, near := t.changed(&t.naked)
	if houses == 0 {
		return false
	}
	var one, two [3]uint32 // the cells with at least 1, 2 other candidates
	for v := 1; v <= 9; v++ {
		for b, m := range t.other[v] {
			two[b] |= one[b] & m
			one[b] |= m
		}
	}
	// A pair is found from both its cells, and what the first finds the
	// second finds again with nothing left to remove, or, where a pair
	// found before removed a candidate of theirs, neither finds: the
	// second, that of the cell whose own digit is the lesser, is skipped.
	progress := false
	for e := 1; e <= 9; e++ {
		up := &t.k.above[e]
		for b := range 3 {
			// The cells whose one candidate but their own is e, and
			// their own above e.
			for m := one[b] &^ two[b] & t.other[e][b] & near[b] & up[b]; m != 0; m &= m - 1 {
				x := 27*b + bits.TrailingZeros32(m)
				a := int(t.k.sol[x])
				for _, h := range board.CellHouses[x] {
					if houses>>h&1 == 0 {
						continue
					}
					y := int(t.k.home[h][e])
					yb, ybit := y/27, uint32(1)<<(y%27)
					if (one[yb]&^two[yb])&ybit == 0 || t.other[a][yb]&ybit == 0 {
						continue // y's candidates are not e and a alone
					}
					hb := &houseBands[h]
					lo, hi := 0, 3 // the bands of h
					if h < 9 {
						lo, hi = int(h)/3, int(h)/3+1
					} else if h >= 18 {
						lo, hi = int(h-18)/3, int(h-18)/3+1
					}
					for c := lo; c < hi; c++ {
						ca := t.other[a][c] & hb[c] &^ selfBands[y][c]
						ce := t.other[e][c] & hb[c] &^ selfBands[x][c]
						if ca|ce != 0 {
							t.other[a][c] &^= ca
							t.other[e][c] &^= ce
							t.fresh |= 1<<a | 1<<e
							progress = true
						}
					}
				}
			}
		}
	}
	return progress
}

// hiddenPairs finds two digits with the same two places in a house, their
// cells in the solution, and removes the other candidates of those cells:
// digits a and b each with one place in a house besides its own, that
// being the other's. It looks only in the houses whose candidates changed
// since it last began.
func (t *deducer) hiddenPairs() bool {
	houses, near := t.changed(&t.hidden)
	if houses == 0 {
		return false
	}
	var one [10]uint32 // the houses where each digit has one other place
	for v := 1; v <= 9; v++ {
		if o := &t.other[v]; o[0]&near[0]|o[1]&near[1]|o[2]&near[2] != 0 {
			one[v] = t.oneOther(v) & houses
		}
	}
	var once, twice [3]uint32 // the cells with at least 1, 2 other candidates
	for v := 1; v <= 9; v++ {
		for b, m := range t.other[v] {
			twice[b] |= once[b] & m
			once[b] |= m
		}
	}
	progress := false
	for a := 1; a <= 9; a++ {
		for hs := one[a]; hs != 0; hs &= hs - 1 {
			h := bits.TrailingZeros32(hs)
			// a's other place, unless a pair found before took it: in
			// one band for a row or box.
			o, hb := &t.other[a], &houseBands[h]
			yb := 0
			m := o[0] & hb[0]
			switch {
			case h < 9:
				yb = h / 3
				m = o[yb] & hb[yb]
			case h >= 18:
				yb = (h - 18) / 3
				m = o[yb] & hb[yb]
			case m == 0:
				if yb, m = 1, o[1]&hb[1]; m == 0 {
					yb, m = 2, o[2]&hb[2]
				}
			}
			if m == 0 {
				continue
			}
			y := 27*yb + bits.TrailingZeros32(m)
			x, b := int(t.k.home[h][a]), int(t.k.sol[y])
			if b < a || one[b]>>h&1 == 0 || t.other[b][x/27]>>(x%27)&1 == 0 {
				continue // no pair, or one found from b
			}
			if twice[x/27]>>(x%27)&1 == 0 && twice[y/27]>>(y%27)&1 == 0 {
				continue // x and y have no other candidates than a and b
			}
			for _, i := range [2]int{x, y} {
				ib, ibit := i/27, uint32(1)<<(i%27)
				for v := 1; v <= 9; v++ {
					if v != a && v != b && t.other[v][ib]&ibit != 0 {
						t.other[v][ib] &^= ibit
						t.fresh |= 1 << v
						progress = true
					}
				}
			}
		}
	}
	return progress
}

// oneOther returns the houses, as bits 0 to 26, in which v has one place
// besides its own.
func (t *deducer) oneOther(v int) uint32 {
	var houses, once, twice uint32 // once and twice: columns
	for b, m := range t.other[v] {
		r0, r1, r2 := m&0x1ff, m>>9&0x1ff, m>>18
		i0, i1, i2 := rowOne[r0], rowOne[r1], rowOne[r2]
		// The boxes of the band with a cell in one row only, and that
		// row holding one cell of the box.
		n0, n1, n2 := i0>>1, i1>>1, i2>>1
		some := (n0 | n1 | n2) & 7
		more := (n0&n1 | n0&n2 | n1&n2 | (i0|i1|i2)>>4) & 7
		houses |= uint32(i0&1|i1&1<<1|i2&1<<2)<<(3*b) | uint32(some&^more)<<(18+3*b)
		twice |= once&r0 | (once|r0)&r1 | (once|r0|r1)&r2
		once |= r0 | r1 | r2
	}
	return houses | (once&^twice)<<9
}

// rowOne[r] says of the 9-bit row r: bit 0, whether it has one cell; bits
// 1 to 3, which boxes it has a cell in; bits 4 to 6, which it has two or
// more in.
var rowOne = func() (t [512]uint8) {
	for r := range 512 {
		if bits.OnesCount(uint(r)) == 1 {
			t[r] = 1
		}
		for s := range 3 {
			switch bits.OnesCount(uint(r >> (3 * s) & 7)) {
			case 0:
			case 1:
				t[r] |= 1 << (1 + s)
			default:
				t[r] |= 1<<(1+s) | 1<<(4+s)
			}
		}
	}
	return t
}()

var (
	// selfBands[i] is cell i alone, by band.
	selfBands [81][3]uint32
	// houseBands[h] is the cells of house h, by band.
	houseBands [27][3]uint32
)

// peerBands[b][j] is the cells in a house with cell 27b+j, by band.
var peerBands [3][32][3]uint32

func init() {
	for i := range 81 {
		selfBands[i][i/27] = 1 << (i % 27)
	}
	for h, cells := range board.HouseCells {
		for _, i := range cells {
			houseBands[h][i/27] |= 1 << (i % 27)
		}
	}
	for i := range 81 {
		p := &peerBands[i/27][i%27]
		for _, h := range board.CellHouses[i] {
			for b := range 3 {
				p[b] |= houseBands[h][b]
			}
		}
	}
}

// otherSolution reports whether the puzzle has a solution with another
// digit than the key's in the open cell i, and writes it to out if out is
// not nil. The solver takes over from the candidates the techniques left,
// which saves it half its work from the givens: the techniques never
// remove a digit a solution has.
func (t *deducer) otherSolution(i int, out *board.Grid) bool {
	var cand [27]uint32
	for v := 1; v <= 9; v++ {
		for b := range 3 {
			cand[9*b+v-1] = t.other[v][b] | t.k.pos[v][b]
		}
	}
	cand[i/27*9+int(t.k.sol[i])-1] &^= 1 << (i % 27)
	return board.SolveCandidates(&cand, t.open, out, 1) > 0
}
