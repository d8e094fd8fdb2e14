package board

import (
	"encoding/binary"
	"math/bits"
	"sync"
)

// The Solver keeps, for each digit and each band of three rows, the set of
// cells of the band where the digit may still go: 27 bits, row r of the band
// in bits 9r to 9r+8, column c at bit c of its row. Propagation works a whole
// digit-band at a time with a few table look-ups (see update), so one step
// places many cells and removes many candidates at once, and a guess copies
// 148 bytes. The idea of keeping digit-band masks comes from the public
// write-ups of JCZSolve and tdoku; the rules applied here are singles and
// locked candidates in rows, columns and boxes. A guess places a cell with
// two candidates. A search that needs more than a few guesses, or whose
// first propagation leaves more than deepOpen cells open, goes deep: it
// also gives each row of a box its three digits (see boxRows), and a
// guess, as tdoku's write-up describes, settles how a digit goes through
// the three boxes of a band (see guessBand), which cuts deeper. Easy
// puzzles and those with many solutions are solved sooner without.

const (
	bandBits = 1<<27 - 1
	rowBits  = 1<<9 - 1
)

// A bandBoard is a puzzle being solved, as the masks described above.
type bandBoard struct {
	// f[9b+d]: where digit d+1 may go in band b. The five masks past the
	// 27 stay empty: indexes taken modulo 32 need no bounds check.
	f     [32]uint32
	open  [3]uint32 // the cells of each band not yet placed
	dirty uint32    // bit 9b+d: f[9b+d] changed since its last update
	// ways[b] counts the ways left to place each digit in band b, added
	// up, and fewest[b] is the first digit with the fewest ways, at least
	// two, as boxRows last found them.
	ways, fewest [3]uint8
	// deep is set once the search has made deepAfter guesses: from then
	// on propagate applies boxRows too, and guesses are made on bands.
	deep bool
}

// deepAfter is the number of guesses after which a search goes deep. Most
// puzzles with many solutions, and most easy ones, are solved before: for
// them the cheaper rules and guesses on cells do best.
const deepAfter = 12

// deepOpen is the number of open cells above which a search goes deep
// before its first guess: the first propagation leaves that many on hard
// puzzles with few givens, which the stronger rules spare a guess or two
// (a sixth of the guesses on the magictour top 1465). A puzzle of 55
// blanks or fewer, such as the many-solution puzzles of the Serg
// benchmark, never goes deep this early; the cheaper rules find their
// solutions sooner.
const deepOpen = 55

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
	// ways[p] has bit j set if the row-box pairs of p (bit 3r+k for row r
	// and box k) hold the way of placing a digit in a band that gives row
	// r box orders[j][r]; sure[p] is the pairs every such way uses.
	ways [512]uint8
	sure [512]uint32
	// givenRow[row], for the cells of a row where a digit is given, is the
	// whole row, with bit 31 set if it is given twice.
	givenRow [512]uint32
	// wayCount[p] is the number of ways in ways[p].
	wayCount [512]uint8
	// wayCells[j] is the cells of a band in the row-box pairs of way j.
	wayCells [6]uint32
	// pairCells[3r+k] is the cells of row r in box k, and pairOthers[3r+k]
	// the other cells of row r and of box k.
	pairCells, pairOthers [9]uint32
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
		sure[p] = rowBits
		for j, o := range Orders {
			m := uint32(1)<<o[0] | 1<<(3+o[1]) | 1<<(6+o[2])
			if p&m == m {
				ways[p] |= 1 << j
				sure[p] &= m
				for r, k := range o {
					matchings[p] |= 7 << (9*r + 3*k)
				}
			}
		}
		if ways[p] == 0 {
			sure[p] = 0
		}
		wayCount[p] = uint8(bits.OnesCount8(ways[p]))
		if bits.OnesCount32(p) == 1 {
			lone[p] = p
		}
		if p != 0 {
			givenRow[p] = rowBits
		}
		if bits.OnesCount32(p) > 1 {
			givenRow[p] |= 1 << 31
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

func init() {
	for j, o := range Orders {
		for r, k := range o {
			wayCells[j] |= 7 << (9*r + 3*k)
		}
	}
	for r := range 3 {
		for k := range 3 {
			cells := uint32(7) << (9*r + 3*k)
			row := uint32(rowBits) << (9 * r)
			box := uint32(7<<(3*k)) * (1 | 1<<9 | 1<<18)
			pairCells[3*r+k] = cells
			pairOthers[3*r+k] = (row | box) &^ cells
		}
	}
}

// rowBoxes returns the row-box pairs in which a band mask has a cell, bit
// 3r+k for row r and box k.
func rowBoxes(m uint32) uint32 {
	return boxesOf[m&rowBits] | boxesOf[m>>9&rowBits]<<3 | boxesOf[m>>18&rowBits]<<6
}

// columns returns the columns in which a band mask has a cell.
func columns(m uint32) uint32 { return (m | m>>9 | m>>18) & rowBits }

// init sets bd up for puzzle g. It reports false if a digit is given
// twice in a row or g holds something else than digits; update finds any
// other contradiction. It takes no branch on the cells, whose blanks fall
// where they may.
func (bd *bandBoard) init(g *Grid) bool {
	var at [3][16]uint32 // at[b][d]: the cells of band b holding d, 0 for blanks
	var bad uint8
	for b := range at {
		ab := &at[b]
		for k, d := range (*[27]uint8)(g[27*b : 27*b+27]) {
			bad |= d
			ab[d&15] |= 1 << k
		}
	}
	if bad > 15 {
		return false
	}
	var twice uint32
	for b := range at {
		ab := &at[b]
		blank := ab[0]
		for d := range 9 {
			m := ab[d+1]
			r0, r1, r2 := givenRow[m&rowBits], givenRow[m>>9&rowBits], givenRow[m>>18&rowBits]
			twice |= (r0 | r1 | r2) &^ rowBits
			// Blanks in a row where d is given cannot take it.
			rows := r0&rowBits | r1&rowBits<<9 | r2&rowBits<<18
			bd.f[9*b+d] = blank&^rows | m
		}
		twice |= ab[10] | ab[11] | ab[12] | ab[13] | ab[14] | ab[15] // not digits
	}
	bd.open = [3]uint32{bandBits, bandBits, bandBits}
	bd.dirty = 1<<27 - 1
	bd.ways, bd.deep = [3]uint8{}, false
	return twice == 0
}

// set puts digit d in cell x of band b: it leaves d no other cell in the
// row, and x no other digit. update then places it.
func (bd *bandBoard) set(b, d int, x uint32) {
	row := uint32(rowBits) << (9 * (bits.TrailingZeros32(x) / 9))
	i := 9*b + d
	m := bd.f[i&31] &^ (row &^ x)
	bd.dirty |= bd.clear(b, x) | 1<<i
	bd.f[i&31] = m
}

// Band returns the masks of band b.
func (bd *bandBoard) band(b int) *[9]uint32 {
	return (*[9]uint32)(bd.f[9*b : 9*b+9])
}

// clear removes the cells x from the masks of every digit in band b and
// returns those that change, as bits of dirty. update clears the cells it
// places the same way, with the three calls of clearTriad written out
// there: a call of clear from its loop took 5% more instructions, most to
// save and restore registers around it.
func (bd *bandBoard) clear(b int, x uint32) uint32 {
	fb := bd.band(b)
	return (clearTriad((*[3]uint32)(fb[0:3]), x) | clearTriad((*[3]uint32)(fb[3:6]), x)<<3 | clearTriad((*[3]uint32)(fb[6:9]), x)<<6) << (9 * b)
}

// clearTriad removes the cells x from three masks and returns a bit for
// each that held one. It takes no branch, as which masks hold a cell of x
// is not predictable, and reads, tests and writes each mask in turn:
// reading all first spills registers, and a loop costs a third more. It
// is small enough to be inlined.
func clearTriad(m *[3]uint32, x uint32) uint32 {
	changed := hit(m[0], x)
	m[0] &^= x
	changed |= hit(m[1], x) << 1
	m[1] &^= x
	changed |= hit(m[2], x) << 2
	m[2] &^= x
	return changed
}

// hit returns 1 if band masks m and x share a cell, else 0.
func hit(m, x uint32) uint32 { return (m&x + bandBits) >> 27 }

// others gives, for each mask, the masks of the same digit in the other
// two bands, and its band. Its 32 entries spare update, which takes its
// indexes modulo 32, a bounds check.
var others = func() (o [32]struct{ i1, i2, b uint8 }) {
	for i := range 27 {
		o[i].i1, o[i].i2, o[i].b = uint8((i+9)%27), uint8((i+18)%27), uint8(i/9)
	}
	return o
}()

// update applies the rules for each digit in each band whose mask is
// dirty, and again for those it changes, until none is, the lowest first.
// It returns the masks it updated, and false on a contradiction. In a band
// a digit goes once in each row and once in each box; in each column it
// goes once in the three bands. The loop, the hottest of the solver, keeps
// the dirty masks in a register: a call for each mask, with the dirty masks
// read from and written to the board each time, took 7 to 11% more
// instructions.
func (bd *bandBoard) update() (updated uint32, ok bool) {
	f := &bd.f
	dirty := bd.dirty
	for dirty != 0 {
		updated |= dirty
		i := bits.TrailingZeros32(dirty) & 31
		dirty &^= 1 << i
		// The other bands' indexes are read from o again where they are
		// needed: kept, they were saved to the stack and read back.
		o := &others[i]
		m, f1, f2 := f[i], f[o.i1&31], f[o.i2&31]
		// Claiming: a column whose digit can only be in this band puts it in
		// that column's box here, and no other column of the box gets it.
		here, elsewhere := columns(m), columns(f1|f2)
		if here|elsewhere != rowBits {
			return updated, false
		}
		// It removes a cell in at most one update of nine, so the row-box
		// pairs are taken from m before it and again only when it does: the
		// claim look-up stays off the path of the look-ups that follow.
		pairs := rowBoxes(m)
		if c := claim[here&^elsewhere]; m&c != m {
			m &= c
			pairs = rowBoxes(m)
		}
		// Rows and boxes: a row-box pair can stay only if some matching of
		// rows to boxes uses it. This also places hidden singles of rows and
		// boxes.
		m &= matchings[pairs&rowBits]
		if m == 0 {
			return updated, false
		}
		f[i] = m
		// Pointing: a column alone in its box here cannot have the digit in
		// the other bands.
		out := pointingCols[columns(m)]
		if f1&out != 0 {
			i1 := o.i1 & 31
			f[i1] = f1 &^ out
			dirty |= 1 << i1
		}
		if f2&out != 0 {
			i2 := o.i2 & 31
			f[i2] = f2 &^ out
			dirty |= 1 << i2
		}
		// A Row left with one cell places the digit there.
		b := int(o.b)
		placed := (lone[m&rowBits] | lone[m>>9&rowBits]<<9 | lone[m>>18&rowBits]<<18) & bd.open[b]
		if placed == 0 {
			continue
		}
		// The Cells placed leave the other digits' masks, as in clear.
		bd.open[b] &^= placed
		fb := bd.band(b)
		changed := clearTriad((*[3]uint32)(fb[0:3]), placed) | clearTriad((*[3]uint32)(fb[3:6]), placed)<<3 | clearTriad((*[3]uint32)(fb[6:9]), placed)<<6
		// m itself has not changed: it gets its cells placed back, which
		// spares keeping m in a register meanwhile.
		f[i] |= placed
		dirty |= changed << (9 * b) &^ (1 << i)
	}
	bd.dirty = 0
	return updated, true
}

// boxRows applies, in each band marked in bands (bit b), the rule that
// the three cells of a row in a box hold three digits: a row of a box
// where only three digits may go takes them, and one that three digits
// must take has room for no other. It reports whether a mask changed, and
// false on a contradiction, and counts the ways left in each band.
// Without it a guess could put a fourth digit in a row of a box and go on
// for long before finding out.
func (bd *bandBoard) boxRows(bands uint32) (changed, ok bool) {
	for b := range 3 {
		if bands&(1<<b) == 0 {
			continue
		}
		if bd.open[b] == 0 {
			bd.ways[b] = 9
			continue
		}
		// Count the digits that may go (low half) and that must go (high
		// half) in each row-box pair, bit-sliced up to four.
		fb := bd.band(b)
		var pairs [9]uint32
		var one, two, three, four uint32
		n := uint8(0)
		// The First of the fewest is the least key, count above digit;
		// counts below two wrap round to keys above any other. The min
		// compiles to a conditional move: which is least is not
		// predictable.
		fewest := ^uint32(0)
		for d := range fb {
			p := rowBoxes(fb[d])
			x := p | sure[p&rowBits]<<16
			pairs[d] = x
			c := wayCount[p&rowBits]
			n += c
			fewest = min(fewest, (uint32(c)-2)<<4|uint32(d))
			four |= three & x
			three |= two & x
			two |= one & x
			one |= x
		}
		if three&rowBits != rowBits || four>>16 != 0 {
			return changed, false
		}
		bd.ways[b], bd.fewest[b] = n, uint8(fewest&15)
		// Rows of boxes whose cells are all placed have nothing to give.
		open := rowBoxes(bd.open[b])
		takes, full := three&^four&open, three>>16&open
		if takes|full == 0 {
			continue
		}
		for d, x := range pairs {
			may, must := x&rowBits, x>>16
			t, f := may&takes&^must, may&full&^must
			if t|f == 0 {
				continue
			}
			m := fb[d]
			for ; t != 0; t &= t - 1 {
				m &^= pairOthers[bits.TrailingZeros32(t)]
			}
			for ; f != 0; f &= f - 1 {
				m &^= pairCells[bits.TrailingZeros32(f)]
			}
			if m != fb[d] {
				fb[d] = m
				bd.dirty |= 1 << (9*b + d)
				changed = true
			}
		}
	}
	return changed, true
}

// candidates returns the cells of a band with at least one, two and three
// candidates, counted bit-sliced. Written out, as in clear.
func candidates(fb *[9]uint32) (one, two, three uint32) {
	one, two = fb[0]|fb[1], fb[0]&fb[1]
	m := fb[2]
	three, two, one = two&m, two|one&m, one|m
	m = fb[3]
	three, two, one = three|two&m, two|one&m, one|m
	m = fb[4]
	three, two, one = three|two&m, two|one&m, one|m
	m = fb[5]
	three, two, one = three|two&m, two|one&m, one|m
	m = fb[6]
	three, two, one = three|two&m, two|one&m, one|m
	m = fb[7]
	three, two, one = three|two&m, two|one&m, one|m
	m = fb[8]
	return one | m, two | one&m, three | two&m
}

// propagate applies the rules until nothing changes: update on each mask
// that changed, then naked singles, then, on a deep board, boxRows on the
// bands where a mask changed since it last ran. deep makes bd deep. It
// reports false on a contradiction. It returns the cells of each band with
// exactly two candidates.
func (bd *bandBoard) propagate(deep bool) (pairs [3]uint32, ok bool) {
	var changed uint32 // the masks changed since boxRows last ran
	if deep && !bd.deep {
		bd.deep, changed = true, 1<<27-1
	}
	for {
		updated, ok := bd.update()
		if !ok {
			return pairs, false
		}
		changed |= updated
		found := false
		pairs = [3]uint32{}
		for b := range 3 {
			if bd.open[b] == 0 {
				continue
			}
			fb := bd.band(b)
			one, two, three := candidates(fb)
			if bd.open[b]&^one != 0 {
				return pairs, false
			}
			pairs[b] = bd.open[b] & two &^ three
			singles := bd.open[b] &^ two
			for ; singles != 0; singles &= singles - 1 {
				x := singles & -singles
				for d := range fb {
					if fb[d]&x != 0 {
						bd.set(b, d, x)
						break
					}
				}
				found = true
			}
		}
		if found {
			continue
		}
		if !bd.deep {
			return pairs, true
		}
		// Bit b of bands is set if a mask of band b changed.
		bands := (changed&rowBits+rowBits)>>9 | (changed>>9&rowBits+rowBits)>>9<<1 | (changed>>18+rowBits)>>9<<2
		changed = 0
		more, ok := bd.boxRows(bands)
		if !ok || !more {
			return pairs, ok
		}
	}
}

// A Solver counts the solutions of a puzzle up to a limit. Its zero value
// is ready to use, and it can be used again for the next puzzle.
type Solver struct {
	limit, count int
	guesses      int // boards copied for a guess, which the benchmarks report
	start        int // guesses when the search began
	// out receives the first solution, if not nil; all, if not nil, each.
	out *Grid
	all *[]Grid
	// stack[k] is the bandBoard after k guesses; each guess places a cell
	// or leaves a digit one way in a band, so there are never more than
	// 81 + 27.
	stack [81 + 27 + 1]bandBoard
}

var solvers = sync.Pool{New: func() any { return new(Solver) }}

// Solve fills in the blanks of g with a solution and returns how many
// solutions it found, stopping at limit. When it returns 0, g is unchanged.
func Solve(g *Grid, limit int) int {
	s := solvers.Get().(*Solver)
	n := s.Solve(g, limit)
	solvers.Put(s)
	return n
}

// Solve is the function Solve with ss scratch space, for a caller that
// solves many puzzles on one goroutine.
func (s *Solver) Solve(g *Grid, limit int) int {
	if !s.stack[0].init(g) {
		return 0
	}
	return s.search(g, limit)
}

// search counts the solutions from the bandBoard in s.stack[0] up to
// limit, and writes the first into out if it is not nil.
func (s *Solver) search(out *Grid, limit int) int {
	s.limit, s.count, s.out = limit, 0, out
	s.start = s.guesses
	s.explore(0)
	return s.count
}

// Solutions appends the solutions of g to sols, up to limit of them, and
// returns the slice.
func Solutions(g *Grid, limit int, sols []Grid) []Grid {
	s := solvers.Get().(*Solver)
	defer solvers.Put(s)
	if !s.stack[0].init(g) {
		return sols
	}
	s.all = &sols
	s.search(nil, limit)
	s.all = nil
	return sols
}

// SolveExcept reports whether puzzle g has a solution in which cell i does
// not hold digit d. When a cell of a puzzle with one solution is blanked,
// the solution stays unique exactly when there is none, which one search
// that fails shows sooner than counting solutions to two.
func SolveExcept(g *Grid, i int, d uint8) bool {
	s := solvers.Get().(*Solver)
	defer solvers.Put(s)
	bd := &s.stack[0]
	if !bd.init(g) {
		return false
	}
	bd.f[i/27*9+int(d)-1] &^= 1 << (i % 27)
	return s.search(nil, 1) > 0
}

// SolveCandidates counts the solutions of a puzzle given by its
// candidates up to limit, and writes the first into out if it is not nil:
// cand[9b+d-1] holds the cells of band b where digit d may go, in the
// band's 27 bits as the solver keeps them, and open the cells of each band
// not yet placed. Candidates some deduction has already narrowed spare the
// solver that work.
func SolveCandidates(cand *[27]uint32, open [3]uint32, out *Grid, limit int) int {
	s := solvers.Get().(*Solver)
	defer solvers.Put(s)
	bd := &s.stack[0]
	*bd = bandBoard{open: open, dirty: bandBits}
	copy(bd.f[:27], cand[:])
	return s.search(out, limit)
}

// explore propagates on the bandBoard after k guesses, then guesses in
// turn, on a deep board, each way left to place a digit in a band or else
// each candidate of a cell with the fewest. It reports whether the limit
// is reached.
func (s *Solver) explore(k int) bool {
	bd := &s.stack[k]
	for {
		pairs, ok := bd.propagate(s.guesses-s.start >= deepAfter)
		if ok && !bd.deep && s.guesses == s.start && CellCount(&bd.open) > deepOpen {
			pairs, ok = bd.propagate(true)
		}
		if !ok {
			return false
		}
		if bd.open == [3]uint32{} {
			return s.solved(bd)
		}
		if b, d, ok := bd.guessBand(); ok {
			// Try each way but the last on a copy; the last takes bd.
			m := bd.f[9*b+d]
			w := ways[rowBoxes(m)]
			for ; w&(w-1) != 0; w &= w - 1 {
				s.guesses++
				next := &s.stack[k+1]
				*next = *bd
				next.f[9*b+d] = m & wayCells[bits.TrailingZeros8(w)]
				next.dirty |= 1 << (9*b + d)
				if s.explore(k + 1) {
					return true
				}
			}
			bd.f[9*b+d] = m & wayCells[bits.TrailingZeros8(w)]
			bd.dirty |= 1 << (9*b + d)
			continue
		}
		b, x := bd.guessCell(&pairs)
		// Try each candidate but the last on a copy; the last takes bd.
		var ds [9]int
		n := 0
		for d, m := range bd.band(b) {
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

// solved counts the solution bd holds, writes it where the search wants
// it, and reports whether the limit is reached.
func (s *Solver) solved(bd *bandBoard) bool {
	if s.count == 0 && s.out != nil {
		bd.fill(s.out)
	}
	if s.all != nil {
		*s.all = append(*s.all, Grid{})
		bd.fill(&(*s.all)[len(*s.all)-1])
	}
	s.count++
	return s.count >= s.limit
}

// guessBand picks the digit-band to guess on a deep board: in the band
// with the fewest ways left to place its digits, though more than one for
// some digit, a digit with the fewest ways, at least two. It reports false
// if the board is not deep or every digit has one way left in every band.
func (bd *bandBoard) guessBand() (b, d int, ok bool) {
	if !bd.deep {
		return 0, 0, false
	}
	// The First of the fewest is the least key, count above index; counts
	// too small to choose wrap round to keys above 1<<31.
	w := &bd.ways
	band := min((uint32(w[0])-10)<<2, (uint32(w[1])-10)<<2|1, (uint32(w[2])-10)<<2|2)
	if band > 1<<31 {
		return 0, 0, false
	}
	b = int(band & 3)
	return b, int(bd.fewest[b]), true
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
			for _, m := range bd.band(b) {
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

// fill writes the digits of a solved bandBoard into g. Bit j of the digits
// of a band's cells is the union of the masks of the digits that have it,
// and bytesOf makes bytes of eight cells of a row at a time: no loop on the
// cells, whose every exit would be a branch to predict.
func (bd *bandBoard) fill(g *Grid) {
	for b := range 3 {
		f := bd.band(b)
		b0 := f[0] | f[2] | f[4] | f[6] | f[8] // 1 3 5 7 9
		b1 := f[1] | f[2] | f[5] | f[6]        // 2 3 6 7
		b2 := f[3] | f[4] | f[5] | f[6]        // 4 5 6 7
		b3 := f[7] | f[8]                      // 8 9
		for r := range 3 {
			s, k := 9*r, 27*b+9*r
			v := bytesOf[b0>>s&255] | bytesOf[b1>>s&255]<<1 | bytesOf[b2>>s&255]<<2 | bytesOf[b3>>s&255]<<3
			binary.LittleEndian.PutUint64(g[k:k+8], v)
			s += 8
			g[k+8] = uint8(b0>>s&1 | b1>>s&1<<1 | b2>>s&1<<2 | b3>>s&1<<3)
		}
	}
}

// bytesOf[x] has byte i set to bit i of x.
var bytesOf = func() (t [256]uint64) {
	for x := range t {
		for i := range 8 {
			t[x] |= uint64(x>>i&1) << (8 * i)
		}
	}
	return t
}()
