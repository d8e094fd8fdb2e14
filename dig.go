package main

import "math/bits"

// Digging a puzzle of a level tries each cell with the rater's techniques
// (see rate.go), thousands of times a second on each core, and the rater
// would start each try from scratch. A deduction instead works from the
// puzzle's solution, which the digger knows: the techniques only remove
// candidates no solution has, so they never remove the solution's digit
// from a cell, every single they find is the solution's digit, and a digit
// is a hidden single of a house exactly when no cell of the house but its
// own still has it as a candidate. Counting those other cells makes every
// single a matter of a few counts, and the digger keeps the candidates its
// puzzle's givens leave, so a try starts from a copy of them instead of
// from the grid. What the techniques find, and so the level, is the same
// as the rater's: the tests check the puzzles against the rater and
// against the tests' own human solver.

// A deduction holds the candidates of a puzzle whose solution is known.
type deduction struct {
	cand [81]uint16 // the candidates of each open cell; 0 for a given or placed cell
	// others[h][v] counts the open cells of house h, other than the
	// solution's cell for v, that still have v as a candidate.
	others [27][10]int8
	// where[v][b] is the cells of band b, rows 3b to 3b+2 as 27 bits, where
	// v is a candidate.
	where [10][3]uint32
	// unset is the open cells, by band.
	unset [3]uint32
	// Kept by open and close, for start: the digits whose cells are open
	// in each house, the digits of each house whose others are 0, and the
	// open cells with one candidate.
	free, zero [27]uint16
	naked      [2]uint64
}

// A key is what a deduction knows of the solution: its digits, and the
// cell of each digit in each house.
type key struct {
	sol  Grid
	home [27][10]uint8
}

// setKey makes k the key of the solved grid sol.
func (k *key) setKey(sol *Grid) {
	k.sol = *sol
	for h, cells := range houseCells {
		for _, i := range cells {
			k.home[h][sol[i]] = i
		}
	}
}

// fullDeduction is the deduction of a puzzle with every cell given.
var fullDeduction = func() (dd deduction) {
	for h := range dd.zero {
		dd.zero[h] = allDigitBits
	}
	return dd
}()

// setCand sets the candidates of cell i, which were none or one of them,
// and notes whether they are one.
func (dd *deduction) setCand(i int, c uint16) {
	old := dd.cand[i]
	dd.cand[i] = c
	b, x := i/27, uint32(1)<<(i%27)
	for o := old ^ c; o != 0; o &= o - 1 {
		dd.where[bits.TrailingZeros16(o)][b] ^= x
	}
	if old == 0 || c == 0 {
		dd.unset[b] ^= x
	}
	w, y := i>>6, uint64(1)<<(i&63)
	if c != 0 && c&(c-1) == 0 {
		dd.naked[w] |= y
	} else {
		dd.naked[w] &^= y
	}
}

// count adds n to others[h][v] for each house h of cell i.
func (dd *deduction) count(i, v int, add int8) {
	for _, h := range cellHouses[i] {
		n := dd.others[h][v] + add
		dd.others[h][v] = n
		dd.zero[h] &^= 1 << v
		if n == 0 {
			dd.zero[h] |= 1 << v
		}
	}
}

// open blanks the given cell i of the puzzle whose givens, i now blank,
// are m: it gets the candidates they leave, and its digit becomes a
// candidate again of the open peers that no given left excludes it from.
// The cells of an orbit, all blank in m, are opened one after the other.
func (dd *deduction) open(k *key, m *givenMasks, i int) {
	v := int(k.sol[i])
	bit := uint16(1) << v
	cand := allDigitBits &^ (m.row[i/9] | m.col[i%9] | m.box[boxOf(i)])
	dd.setCand(i, cand)
	for o := cand &^ bit; o != 0; o &= o - 1 {
		dd.count(i, bits.TrailingZeros16(o), 1)
	}
	for _, h := range cellHouses[i] {
		dd.free[h] |= bit
	}
	var seen [3]uint32 // the cells that a given v sees
	for r := range 9 {
		if c := k.home[r][v]; dd.cand[c] == 0 {
			pb := &peerBands[c]
			seen[0] |= pb[0]
			seen[1] |= pb[1]
			seen[2] |= pb[2]
		}
	}
	pb, w := &peerBands[i], &dd.where[v]
	for b := range 3 {
		for m := pb[b] & dd.unset[b] &^ seen[b] &^ w[b]; m != 0; m &= m - 1 {
			p := 27*b + bits.TrailingZeros32(m)
			dd.setCand(p, dd.cand[p]|bit)
			dd.count(p, v, 1)
		}
	}
}

// close gives the open cell i back its digit, undoing open.
func (dd *deduction) close(k *key, i int) {
	v := int(k.sol[i])
	bit := uint16(1) << v
	for o := dd.cand[i] &^ bit; o != 0; o &= o - 1 {
		dd.count(i, bits.TrailingZeros16(o), -1)
	}
	dd.setCand(i, 0)
	for _, h := range cellHouses[i] {
		dd.free[h] &^= bit
	}
	pb, w := &peerBands[i], &dd.where[v]
	for b := range 3 {
		for m := pb[b] & w[b]; m != 0; m &= m - 1 {
			p := 27*b + bits.TrailingZeros32(m)
			dd.setCand(p, dd.cand[p]&^bit)
			dd.count(p, v, -1)
		}
	}
}

// A deducer applies the techniques to a copy of a deduction, placing the
// singles it finds in turn. Only its cand, others and where are kept up to
// date.
type deducer struct {
	deduction
	k      *key
	queue  [81]uint8
	n      int
	first  [81]uint8 // singles among the goal's peers, placed before those of queue
	nfirst int
	near   [3]uint32 // the goal's cells and peers, by band
	queued [2]uint64 // the cells in the queue or placed
	goal   [2]uint64 // cells whose digits are wanted
	wanted int       // cells of goal not yet placed
}

// push queues cell i to be placed, once.
func (t *deducer) push(i uint8) {
	w, b := i>>6, uint64(1)<<(i&63)
	if t.queued[w]&b == 0 {
		t.queued[w] |= b
		if t.near[i/27]>>(i%27)&1 != 0 {
			t.first[t.nfirst] = i
			t.nfirst++
			return
		}
		t.queue[t.n] = i
		t.n++
	}
}

// start sets t to work on a copy of dd with the cells of goal opened, m
// being the givens with them blank, until those are placed; with no goal,
// until nothing applies. It queues the singles it starts with.
func (t *deducer) start(dd *deduction, k *key, m *givenMasks, goal []uint8) {
	t.deduction = *dd
	t.k = k
	t.n = 0
	t.queued = [2]uint64{}
	t.goal = [2]uint64{}
	t.wanted = len(goal)
	if len(goal) == 0 {
		t.wanted = -1 // no goal: work until nothing applies
	}
	t.nfirst = 0
	t.near = [3]uint32{}
	for _, i := range goal {
		t.goal[i>>6] |= 1 << (i & 63)
		t.deduction.open(k, m, int(i))
		pb := &peerBands[i]
		t.near[0] |= pb[0]
		t.near[1] |= pb[1]
		t.near[2] |= pb[2]
	}
	for w, m := range t.naked {
		for ; m != 0; m &= m - 1 {
			t.push(uint8(64*w + bits.TrailingZeros64(m)))
		}
	}
	for h, z := range t.zero {
		for z &= t.free[h]; z != 0; z &= z - 1 {
			t.push(k.home[h][bits.TrailingZeros16(z)])
		}
	}
}

// done reports whether every cell of the goal is placed.
func (t *deducer) done() bool { return t.wanted == 0 }

// singles places the queued singles, and those they make, until the goal
// is placed or there are none left.
func (t *deducer) singles() {
	for t.wanted != 0 {
		switch {
		case t.nfirst > 0:
			t.nfirst--
			t.place(t.first[t.nfirst])
		case t.n > 0:
			t.n--
			t.place(t.queue[t.n])
		default:
			return
		}
	}
}

// place puts the solution's digit in the open cell i: its other
// candidates lose a place in its houses, and its peers lose the digit,
// which then has no place left but its own in the houses of i.
func (t *deducer) place(i uint8) {
	v := int(t.k.sol[i])
	bit := uint16(1) << v
	h := &cellHouses[i]
	b, x := i/27, uint32(1)<<(i%27)
	for o := t.cand[i] &^ bit; o != 0; o &= o - 1 {
		e := bits.TrailingZeros16(o)
		t.where[e][b] &^= x
		t.lose(h[0], e)
		t.lose(h[1], e)
		t.lose(h[2], e)
	}
	t.cand[i] = 0
	if t.goal[i>>6]>>(i&63)&1 != 0 {
		t.wanted--
	}
	// The peers that have v, found in where; each loses it in its houses
	// other than those of i.
	w, pb := &t.where[v], &peerBands[i]
	for b := range w {
		for m := w[b] & pb[b] &^ selfBands[i][b]; m != 0; m &= m - 1 {
			p := 27*b + bits.TrailingZeros32(m)
			c := t.cand[p] &^ bit
			t.cand[p] = c
			if c&(c-1) == 0 {
				t.push(uint8(p))
			}
			hp := &cellHouses[p]
			if hp[0] != h[0] {
				t.lose(hp[0], v)
			}
			if hp[1] != h[1] {
				t.lose(hp[1], v)
			}
			if hp[2] != h[2] {
				t.lose(hp[2], v)
			}
		}
		w[b] &^= pb[b]
	}
	for _, y := range h {
		t.others[y][v] = 0
	}
}

var (
	// peerBands[i] is cell i and its peers, by band.
	peerBands [81][3]uint32
	// selfBands[i] is cell i alone, by band.
	selfBands [81][3]uint32
	// houseBands[h] is the cells of house h, by band.
	houseBands [27][3]uint32
)

func init() {
	for i := range 81 {
		selfBands[i][i/27] = 1 << (i % 27)
		peerBands[i][i/27] |= 1 << (i % 27)
		for _, p := range cellPeers[i] {
			peerBands[i][p/27] |= 1 << (p % 27)
		}
	}
	for h, cells := range houseCells {
		for _, i := range cells {
			houseBands[h][i/27] |= 1 << (i % 27)
		}
	}
}

// lose counts one cell fewer with candidate v, not its own, in house y,
// queuing v's cell there if none is left.
func (t *deducer) lose(y uint8, v int) {
	if t.others[y][v]--; t.others[y][v] == 0 {
		t.hidden(y, v)
	}
}

// hidden queues the cell of v in house y if it is open.
func (t *deducer) hidden(y uint8, v int) {
	if i := t.k.home[y][v]; t.cand[i] != 0 {
		t.push(i)
	}
}

// eliminate removes candidate v, if it has it, from the open cell i, and
// reports whether it had it; v is not the solution's digit.
func (t *deducer) eliminate(i int, v int) bool {
	c := t.cand[i]
	if c>>v&1 == 0 {
		return false
	}
	c &^= 1 << v
	t.cand[i] = c
	t.where[v][i/27] &^= 1 << (i % 27)
	if c&(c-1) == 0 {
		t.push(uint8(i))
	}
	h := &cellHouses[i]
	t.lose(h[0], v)
	t.lose(h[1], v)
	t.lose(h[2], v)
	return true
}

// run applies the techniques up to level, singles first and the others
// only when the singles are stuck, until the goal is placed or nothing
// applies. It returns the level the goal needed, or 0 if the techniques
// do not place it.
func (t *deducer) run(level int) int {
	t.singles()
	if t.done() {
		return 1
	}
	if level < 2 {
		return 0
	}
	for t.pairsAndLines() {
		t.singles()
		if t.done() {
			return 2
		}
	}
	return 0
}

// pairsAndLines applies a technique of level 2 over the grid, and the
// next only if it removed no candidate, and reports whether one did; the
// singles then come first again, as they do in the rater.
func (t *deducer) pairsAndLines() bool {
	return t.lines() || t.hiddenPairs() || t.nakedPairs()
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
		w := t.where[v]
		for b := range 3 { // the rows of band b against its boxes
			occ := rowSegs[w[b]&511] | rowSegs[w[b]>>9&511]<<3 | rowSegs[w[b]>>18]<<6
			for m := w[b] & segCells[occ&^lineKeep[occ]]; m != 0; m &= m - 1 {
				progress = t.eliminate(27*b+bits.TrailingZeros32(m), v) || progress
			}
		}
		var cols [3]uint32 // the columns where v can go in each band
		for b := range 3 {
			cols[b] = (w[b] | w[b]>>9 | w[b]>>18) & 511
		}
		for s := range 3 { // the columns of stack s against its boxes
			occ := spread[cols[0]>>(3*s)&7] | spread[cols[1]>>(3*s)&7]<<1 | spread[cols[2]>>(3*s)&7]<<2
			for cut := occ &^ lineKeep[occ]; cut != 0; cut &= cut - 1 {
				at := bits.TrailingZeros16(cut) // 3a+b: column 3s+a, band b
				c, b := 3*s+at/3, at%3
				for r := range 3 {
					progress = t.eliminate(27*b+9*r+c, v) || progress
				}
			}
		}
	}
	return progress
}

// nakedPairs finds two open cells of a house with the same two candidates,
// the solution's digits of the two, and removes those from the house's
// other cells.
func (t *deducer) nakedPairs() bool {
	progress := false
	for b := range 3 {
		var one, two, three uint32 // the cells with at least 1, 2, 3 candidates
		for v := 1; v <= 9; v++ {
			m := t.where[v][b]
			three |= two & m
			two |= one & m
			one |= m
		}
		for m := two &^ three; m != 0; m &= m - 1 {
			i := 27*b + bits.TrailingZeros32(m)
			c := t.cand[i]
			if bits.OnesCount16(c) != 2 {
				continue // a pair found before cleared it
			}
			a := int(t.k.sol[i])
			e := bits.TrailingZeros16(c &^ (1 << a))
			for _, h := range cellHouses[i] {
				j := t.k.home[h][e]
				if t.cand[j] != c || t.others[h][a] <= 1 && t.others[h][e] <= 1 {
					continue // no pair, or nothing else in the house to clear
				}
				for _, x := range houseCells[h] {
					if int(x) != i && x != j {
						progress = t.eliminate(int(x), a) || progress
						progress = t.eliminate(int(x), e) || progress
					}
				}
			}
		}
	}
	return progress
}

// hiddenPairs finds two digits with the same two places in a house, their
// cells in the solution, and removes the other candidates of those cells:
// digits a and b each with one place in house h besides its own, that
// being the other's.
func (t *deducer) hiddenPairs() bool {
	progress := false
	for h := range t.others {
		var one uint16 // the digits with one place in h besides their own
		for v := 1; v <= 9; v++ {
			if t.others[h][v] == 1 {
				one |= 1 << v
			}
		}
		for m := one; m != 0; m &= m - 1 {
			a := bits.TrailingZeros16(m)
			x := t.k.home[h][a]
			cx := t.cand[x]
			for n := m & (m - 1); n != 0; n &= n - 1 {
				b := bits.TrailingZeros16(n)
				y := t.k.home[h][b]
				cy := t.cand[y]
				keep := uint16(1)<<a | uint16(1)<<b
				if cy>>a&1 == 0 || cx>>b&1 == 0 || (cx|cy)&^keep == 0 {
					continue
				}
				for o := cx &^ keep; o != 0; o &= o - 1 {
					t.eliminate(int(x), bits.TrailingZeros16(o))
				}
				for o := cy &^ keep; o != 0; o &= o - 1 {
					t.eliminate(int(y), bits.TrailingZeros16(o))
				}
				cx = t.cand[x]
				progress = true
			}
		}
	}
	return progress
}
