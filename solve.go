package main

import (
	"math/bits"
	"sync"
)

// The solver keeps, for each digit and each band of three rows, the set of
// cells of the band where the digit may still go: 27 bits, row r of the band
// in bits 9r to 9r+8, column c at bit c of its row. Propagation works a whole
// digit-band at a time with a few table look-ups (see update), so one step
// places many cells and removes many candidates at once, and a guess copies
// 124 bytes. The idea of keeping digit-band masks comes from the public
// write-ups of JCZSolve and tdoku; the rules applied here are singles and
// locked candidates in rows, columns and boxes.

const (
	bandBits = 1<<27 - 1
	rowBits  = 1<<9 - 1
)

// A bandBoard is a puzzle being solved, as the masks described above.
type bandBoard struct {
	f     [3][9]uint32 // f[b][d]: where digit d+1 may go in band b
	open  [3]uint32    // the cells of each band not yet placed
	dirty uint32       // bit 9b+d: f[b][d] changed since its last update
}

// Tables for update, each indexed by a 9-bit pattern.
var (
	// boxesOf[row] has bit k set if the row has a cell in box k.
	boxesOf [512]uint32
	// matchings[p] is the cells of a band in the row-box pairs of p (bit
	// 3r+k for row r, box k) that some way of giving each row its own box
	// uses: a digit goes once in each row and once in each box. It is 0
	// when there is no such way.
	matchings [512]uint32
	// lone[row] is row if it has one cell, else 0.
	lone [512]uint32
	// claim[cols] keeps, in each box column (stack) holding a column of
	// cols, only that column, for every row of a band; it is 0 if a stack
	// holds two, which would put the digit twice in a box.
	claim [512]uint32
	// pointingCols[cols] is the columns alone in their stack, for every row of
	// a band.
	pointingCols [512]uint32
)

func init() {
	for p := range uint32(512) {
		var stack [3]uint32
		for k := range 3 {
			stack[k] = p >> (3 * k) & 7
			if stack[k] != 0 {
				boxesOf[p] |= 1 << k
			}
		}
		for _, o := range orders {
			m := uint32(1)<<o[0] | 1<<(3+o[1]) | 1<<(6+o[2])
			if p&m == m {
				for r, k := range o {
					matchings[p] |= 7 << (9*r + 3*k)
				}
			}
		}
		if bits.OnesCount32(p) == 1 {
			lone[p] = p
		}
		var keep, alone uint32
		twice := false
		for k := range 3 {
			switch s := stack[k] << (3 * k); bits.OnesCount32(s) {
			case 0:
				keep |= 7 << (3 * k)
			case 1:
				keep |= s
				alone |= s
			default:
				twice = true
			}
		}
		if !twice {
			claim[p] = keep | keep<<9 | keep<<18
		}
		pointingCols[p] = alone | alone<<9 | alone<<18
	}
}

// columns returns the columns in which a band mask has a cell.
func columns(m uint32) uint32 { return (m | m>>9 | m>>18) & rowBits }

// newBandBoard sets up the bandBoard for puzzle g. It reports false if a digit is
// given twice in a row or g holds something else than digits; update finds
// any other contradiction. It takes no branch on the cells, whose blanks
// fall where they may.
func newBandBoard(g *Grid) (bandBoard, bool) {
	var at, rows [3][10]uint32 // the cells and the rows of each digit, 0 for blanks
	var twice, bad uint32
	for b := range 3 {
		for r := range 3 {
			row := uint32(rowBits) << (9 * r)
			for c, d := range g[27*b+9*r : 27*b+9*r+9] {
				bad |= (uint32(d) + 6) >> 4 // d > 9
				d = min(d, 9)
				given := -(uint32(d+15) >> 4) // all ones unless d is 0
				twice |= rows[b][d] & row & given
				at[b][d] |= 1 << (9*r + c)
				rows[b][d] |= row
			}
		}
	}
	if twice|bad != 0 {
		return bandBoard{}, false
	}
	var bd bandBoard
	for b := range bd.f {
		for d := range bd.f[b] {
			bd.f[b][d] = at[b][0]&^rows[b][d+1] | at[b][d+1]
		}
	}
	bd.open = [3]uint32{bandBits, bandBits, bandBits}
	bd.dirty = 1<<27 - 1
	return bd, true
}

// set puts digit d in cell x of band b: it leaves d no other cell in the
// row, and x no other digit. update then places it.
func (bd *bandBoard) set(b, d int, x uint32) {
	row := uint32(rowBits) << (9 * (bits.TrailingZeros32(x) / 9))
	m := bd.f[b][d] &^ (row &^ x)
	bd.clear(b, x)
	bd.f[b][d] = m
	bd.dirty |= 1 << (9*b + d)
}

// clear removes the cells x from the masks of every digit in band b and
// marks those that change. It takes no branch: which masks hold a cell of x
// is not predictable.
func (bd *bandBoard) clear(b int, x uint32) {
	fb := &bd.f[b]
	var changed uint32
	for d, m := range fb {
		hit := m & x
		changed |= (hit | -hit) >> 31 << d // 1 if hit is not 0
		fb[d] = m &^ x
	}
	bd.dirty |= changed << (9 * b)
}

// where gives, for each dirty bit, the band and digit of its mask and the
// other two bands.
var where = func() (w [27]struct{ b, d, b1, b2 uint8 }) {
	for i := range w {
		b := i / 9
		w[i].b, w[i].d, w[i].b1, w[i].b2 = uint8(b), uint8(i%9), uint8((b+1)%3), uint8((b+2)%3)
	}
	return w
}()

// update applies the rules for one digit in one band and reports false on a
// contradiction. In that band the digit goes once in each row and once in
// each box; in each column it goes once in the three bands.
func (bd *bandBoard) update(i int) bool {
	w := where[i]
	fb := &bd.f[w.b]
	f1, f2 := &bd.f[w.b1][w.d], &bd.f[w.b2][w.d]
	m := fb[w.d]
	// Claiming: a column whose digit can only be in this band puts it in
	// that column's box here, and no other column of the box gets it.
	here, elsewhere := columns(m), columns(*f1|*f2)
	if here|elsewhere != rowBits {
		return false
	}
	m &= claim[here&^elsewhere]
	// Rows and boxes: a row-box pair can stay only if some matching of rows
	// to boxes uses it. This also places hidden singles of rows and boxes.
	p := boxesOf[m&rowBits] | boxesOf[m>>9&rowBits]<<3 | boxesOf[m>>18&rowBits]<<6
	m &= matchings[p]
	if m == 0 {
		return false
	}
	fb[w.d] = m
	// Pointing: a column alone in its box here cannot have the digit in
	// the other bands.
	out := pointingCols[columns(m)]
	if *f1&out != 0 {
		*f1 &^= out
		bd.dirty |= 1 << (9*int(w.b1) + int(w.d))
	}
	if *f2&out != 0 {
		*f2 &^= out
		bd.dirty |= 1 << (9*int(w.b2) + int(w.d))
	}
	// A row left with one cell places the digit there.
	placed := (lone[m&rowBits] | lone[m>>9&rowBits]<<9 | lone[m>>18&rowBits]<<18) & bd.open[w.b]
	if placed == 0 {
		return true
	}
	bd.open[w.b] &^= placed
	dirty := bd.dirty
	bd.clear(int(w.b), placed)
	fb[w.d] = m
	bd.dirty &^= ^dirty & (1 << i) // m itself has not changed
	return true
}

// propagate applies the rules until nothing changes, then fills naked
// singles and starts again, and reports false on a contradiction. It
// returns the cells of each band with exactly two candidates, where a
// guess is best made.
func (bd *bandBoard) propagate() (pairs [3]uint32, ok bool) {
	for {
		for bd.dirty != 0 {
			i := bits.TrailingZeros32(bd.dirty)
			bd.dirty &^= 1 << i
			if !bd.update(i) {
				return pairs, false
			}
		}
		found := false
		pairs = [3]uint32{}
		for b := range 3 {
			if bd.open[b] == 0 {
				continue
			}
			// Count each cell's candidates up to three, bit-sliced.
			var one, two, three uint32
			for _, m := range bd.f[b] {
				three |= two & m
				two |= one & m
				one |= m
			}
			if bd.open[b]&^one != 0 {
				return pairs, false
			}
			pairs[b] = bd.open[b] & two &^ three
			singles := bd.open[b] &^ two
			for ; singles != 0; singles &= singles - 1 {
				x := singles & -singles
				for d, m := range bd.f[b] {
					if m&x != 0 {
						bd.set(b, d, x)
						break
					}
				}
				found = true
			}
		}
		if !found {
			return pairs, true
		}
	}
}

// A solver counts the solutions of a puzzle up to a limit. Its zero value
// is ready to use, and it can be used again for the next puzzle.
type solver struct {
	limit, count int
	guesses      int // boards copied for a guess, which the benchmarks report
	first        bandBoard
	// stack[k] is the bandBoard after k guesses; each guess places a cell, so
	// there are never more than 81.
	stack [82]bandBoard
}

var solvers = sync.Pool{New: func() any { return new(solver) }}

// solve fills in the blanks of g with a solution and returns how many
// solutions it found, stopping at limit. When it returns 0, g is unchanged.
func solve(g *Grid, limit int) int {
	s := solvers.Get().(*solver)
	n := s.solve(g, limit)
	solvers.Put(s)
	return n
}

func (s *solver) solve(g *Grid, limit int) int {
	bd, ok := newBandBoard(g)
	if !ok {
		return 0
	}
	if s.search(&bd, limit) > 0 {
		s.first.fill(g)
	}
	return s.count
}

// search counts the solutions from bandBoard bd up to limit, keeping the
// first in s.first.
func (s *solver) search(bd *bandBoard, limit int) int {
	s.limit, s.count = limit, 0
	s.stack[0] = *bd
	s.explore(0)
	return s.count
}

// solveExcept reports whether puzzle g has a solution in which cell i does
// not hold digit d. When a cell of a puzzle with one solution is blanked,
// the solution stays unique exactly when there is none, which one search
// that fails shows sooner than counting solutions to two.
func solveExcept(g *Grid, i int, d uint8) bool {
	bd, ok := newBandBoard(g)
	if !ok {
		return false
	}
	bd.f[i/27][d-1] &^= 1 << (i % 27)
	s := solvers.Get().(*solver)
	defer solvers.Put(s)
	return s.search(&bd, 1) > 0
}

// explore propagates on the bandBoard after k guesses, then guesses each
// candidate of a cell with the fewest in turn. It reports whether the limit
// is reached.
func (s *solver) explore(k int) bool {
	bd := &s.stack[k]
	for {
		pairs, ok := bd.propagate()
		if !ok {
			return false
		}
		if bd.open == [3]uint32{} {
			if s.count == 0 {
				s.first = *bd
			}
			s.count++
			return s.count >= s.limit
		}
		b, x := bd.guessCell(&pairs)
		// Try each candidate but the last on a copy; the last takes bd.
		var ds [9]int
		n := 0
		for d, m := range bd.f[b] {
			if m&x != 0 {
				ds[n] = d
				n++
			}
		}
		for _, d := range ds[:n-1] {
			s.guesses++
			next := &s.stack[k+1]
			*next = *bd
			next.set(b, d, x)
			if s.explore(k + 1) {
				return true
			}
		}
		bd.set(b, ds[n-1], x)
	}
}

// guessCell picks the open cell to guess: one with two candidates if there
// is one, else one with the fewest. Of the bands with such cells it takes
// the one with the fewest, which on the public collections of hard puzzles
// takes 3 to 7% less work than the first band.
func (bd *bandBoard) guessCell(pairs *[3]uint32) (int, uint32) {
	band, fewest := -1, 28
	for b, p := range pairs {
		if n := bits.OnesCount32(p); n > 0 && n < fewest {
			band, fewest = b, n
		}
	}
	if band >= 0 {
		return band, pairs[band] & -pairs[band]
	}
	best, bestB, bestX := 10, 0, uint32(0)
	for b := range 3 {
		for open := bd.open[b]; open != 0; open &= open - 1 {
			x := open & -open
			n := 0
			for _, m := range bd.f[b] {
				if m&x != 0 {
					n++
				}
			}
			if n < best {
				best, bestB, bestX = n, b, x
			}
		}
	}
	return bestB, bestX
}

// fill writes the digits of a solved bandBoard into g.
func (bd *bandBoard) fill(g *Grid) {
	for b := range bd.f {
		for d, m := range bd.f[b] {
			for ; m != 0; m &= m - 1 {
				g[27*b+bits.TrailingZeros32(m)] = uint8(d + 1)
			}
		}
	}
}
