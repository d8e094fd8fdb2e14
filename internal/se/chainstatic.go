package se

import (
	"math/bits"

	"sudoku/internal/board"
)

// While a static search runs, the candidates do not change, and so
// neither do the implications of a potential: they are listed once a
// search, in SE's order, and the searches read the lists.

// chStatic lists the implications of each candidate c (cell*9+digit-1),
// off when c is on (chOffs) and on when c is off (chOns), all set only for
// the candidates there, all a search meets; with the scratch space of the
// searches over them.
type chStatic struct {
	chOffs
	chOns
	// The candidates the lists were built for: a nested search of
	// multiple chains comes on those its forcing chains were searched on.
	built  [81]uint16
	valid  bool
	layers chLayers     // the scratch space of distances and reachAll
	comps  chComponents // and of components
}

// chOffs lists what a candidate c, on, makes off:
// offs[first[c]:cellEnd[c]] are the cell's other candidates and
// offs[cellEnd[c]:end[c]] the digit's other places, those of the box up
// to ends[c][0], then the row's to ends[c][1], then the column's.
type chOffs struct {
	offs    []potential
	first   [81 * 9]int32
	end     [81 * 9]int32
	cellEnd [81 * 9]int32
	ends    [81 * 9][2]int32
}

// chOns lists what a candidate c, off, makes on: cellOn[c] is the cell's
// other candidate if it has two, and houseOn[c] the digit's other place in
// each house where it has one, first (-1 where none), in the houses
// onHouse[c]; lead[c] says whether there is any: by the cell (1), by a
// house (2).
type chOns struct {
	cellOn  [81 * 9]potential
	houseOn [81 * 9][3]potential
	onHouse [81 * 9][3]int8
	lead    [81 * 9]uint8
}

// chLayers is the scratch space of distances: for the batch of sources
// searched, a bit each, those that have reached each potential, those
// that reached it last (reach[now]) and will next, and those whose
// opposite it is; the sources whose opposite is not yet met; the
// potentials of this layer and the next.
type chLayers struct {
	batch          []potential
	seen, target   [nPotentials]uint64
	reach          [2][nPotentials]uint64
	now            int
	open           uint64
	frontier, next []potential
}

// chComponents is the scratch space of withOpposite: the order each
// potential was met in (0 if not), the least order it reaches back to,
// its component (-1 while on the stack), the stack, the potentials being
// gone through, the components' members, and the components each reaches.
type chComponents struct {
	order, low, comp [nPotentials]int32
	stack            []potential
	calls            []chCall
	members          []potential // by component, those of k ending at end[k]
	end              []int32
	sets             []uint64
	// the components each potential on the stack reaches, gathered as
	// the search goes, while there are no more than setWords can hold
	reach [nPotentials][setWords]uint64
	met   int32 // the potentials met so far
}

// setWords is the words of a set of the components reached gathered in
// the search for the components: 256 components, more than most searches
// meet (115 on average in rating puzzles of SE 7 to 8).
const setWords = 4

// cause returns the cause of the off potential offs[x] of candidate c.
func (s *chStatic) cause(c, x int32) int8 {
	i := int(c) / 9
	switch {
	case x < s.cellEnd[c]:
		return causeCell
	case x < s.ends[c][0]:
		return int8(board.CellHouses[i][2])
	case x < s.ends[c][1]:
		return int8(board.CellHouses[i][0])
	}
	return int8(board.CellHouses[i][1])
}

// build lists the implications for the candidates cand.
func (s *chStatic) build(cand *[81]uint16) {
	if s.valid && s.built == *cand {
		return
	}
	s.built, s.valid = *cand, true
	// Each digit's places in each house, bit j for board.HouseCells[h][j]:
	// in a row, by column; in a column, by row; in a box, row by row.
	var pos [27][10]uint16
	for h, cells := range board.HouseCells {
		for j, i := range cells {
			for m := cand[i]; m != 0; m &= m - 1 {
				pos[h][bits.TrailingZeros16(m)] |= 1 << j
			}
		}
	}
	if len(s.offs) < 81*9*28 { // 8 in the cell and 20 peers at most each
		s.offs = make([]potential, 81*9*28)
	}
	n := int32(0)
	for i, m := range cand {
		for ; m != 0; m &= m - 1 {
			n = s.build1(i, bits.TrailingZeros16(m), cand, &pos, n)
		}
	}
}

// build1 lists, from offs[n], the implications of candidate d of cell i,
// the digits' places in each house being pos, and returns where the
// lists end.
func (s *chStatic) build1(i, d int, cand *[81]uint16, pos *[27][10]uint16, n int32) int32 {
	c := i*9 + d - 1
	offs := s.offs
	s.first[c] = n
	s.cellOn[c], s.houseOn[c] = -1, [3]potential{-1, -1, -1}
	for m := cand[i] &^ (1 << d); m != 0; m &= m - 1 {
		offs[n] = potentialOf(i, bits.TrailingZeros16(m), false)
		n++
	}
	s.cellEnd[c] = n
	r, col, b := i/9, i%9, board.BoxOf(i)
	row, column, box := pos[r][d], pos[9+col][d], pos[18+b][d]
	// The box's places, then the row's and the column's outside the box,
	// each in the order of cells.
	at := r%3*3 + col%3 // the cell's place in its box
	first := r/3*27 + col/3*3
	for m := box &^ (1 << at); m != 0; m &= m - 1 {
		offs[n] = potentialOf(first+boxPlace[bits.TrailingZeros16(m)], d, false)
		n++
	}
	s.ends[c][0] = n
	for m := row &^ (7 << (col / 3 * 3)); m != 0; m &= m - 1 {
		offs[n] = potentialOf(r*9+bits.TrailingZeros16(m), d, false)
		n++
	}
	s.ends[c][1] = n
	for m := column &^ (7 << (r / 3 * 3)); m != 0; m &= m - 1 {
		offs[n] = potentialOf(bits.TrailingZeros16(m)*9+col, d, false)
		n++
	}
	s.end[c] = n
	s.lead[c] = 0
	if bits.OnesCount16(cand[i]) == 2 {
		s.cellOn[c] = potentialOf(i, bits.TrailingZeros16(cand[i]&^(1<<d)), true)
		s.lead[c] = 1
	}
	// The digit's other place, on, in the box, row and column where it
	// has two, each once.
	k := 0
	for g, j := range [3]int{otherPlace(box, at), otherPlace(row, col), otherPlace(column, r)} {
		var other int
		switch {
		case j < 0:
			continue
		case g == 0:
			other = first + boxPlace[j]
		case g == 1:
			other = r*9 + j
		default:
			other = j*9 + col
		}
		q := potentialOf(other, d, true)
		if k == 0 || s.houseOn[c][0] != q && (k == 1 || s.houseOn[c][1] != q) {
			s.houseOn[c][k], s.onHouse[c][k] = q, int8([3]int{18 + b, r, 9 + col}[g])
			s.lead[c] |= 2
			k++
		}
	}
	return n
}

// boxPlace holds the cell at each place of a box, from its first cell.
var boxPlace = [9]int{0, 1, 2, 9, 10, 11, 18, 19, 20}

// otherPlace returns, if the places p of a house are two, the one other
// than self, or -1.
func otherPlace(p uint16, self int) int {
	if bits.OnesCount16(p) != 2 {
		return -1
	}
	return bits.TrailingZeros16(p &^ (1 << self))
}

// placeCell returns the cell, by cell, of the place of p other than self
// if p has two places, or -1.
func placeCell(p, self uint16, cell func(j int) int) int {
	if bits.OnesCount16(p) != 2 {
		return -1
	}
	return cell(bits.TrailingZeros16(p &^ self))
}

// distances measures, for each source, the forcing chain from it to its
// opposite, with cell links if y, into dist (indexed by potential): its
// complexity, or 0 if there is none or it is limit or more. As in a
// search from each source alone, layer by layer, all on potentials then
// all off, the opposite is first met at its least distance, and a chain
// of d links counts d+1 potentials; the searches run 64 sources at a
// time, a bit each, every potential holding the bits of the sources
// that have reached it.
func (s *chStatic) distances(sources []potential, y bool, limit int, dist *[nPotentials]uint16) {
	w := &s.layers
	for len(sources) > 0 {
		w.batch = sources[:min(64, len(sources))]
		sources = sources[len(w.batch):]
		w.start(dist)
		for d := 1; len(w.frontier) > 0 && w.open != 0 && d+1 < limit; d++ {
			w.next = w.next[:0]
			for _, p := range w.frontier {
				f := w.reach[w.now][p] & w.open
				w.reach[w.now][p] = 0
				if f != 0 {
					s.step(p, f, y, d+1, dist)
				}
			}
			w.frontier, w.next = w.next, w.frontier
			w.now ^= 1
		}
		w.clear()
	}
}

// step goes on from potential p, which the sources f have reached, to
// what it implies, with cell links if y, where the sources whose opposite
// it is meet it at complexity n. An off potential that implies nothing is
// met only as an opposite.
func (s *chStatic) step(p potential, f uint64, y bool, n int, dist *[nPotentials]uint16) {
	w := &s.layers
	c := int32(p >> 1)
	if !p.on() {
		if q := s.cellOn[c]; y && q >= 0 {
			w.meet(q, f, n, dist)
			w.spread(q, f)
		}
		for _, q := range s.houseOn[c] {
			if q < 0 {
				break
			}
			w.meet(q, f, n, dist)
			w.spread(q, f)
		}
		return
	}
	from := s.first[c]
	if !y {
		from = s.cellEnd[c]
	}
	lb := chLinks{y: y, x: true}.bits()
	for _, q := range s.offs[from:s.end[c]] {
		w.meet(q, f, n, dist)
		if s.lead[q>>1]&lb != 0 {
			w.spread(q, f)
		}
	}
}

// start readies the search of the batch: each source reaches itself.
func (w *chLayers) start(dist *[nPotentials]uint16) {
	w.open, w.now = 0, 0
	w.frontier = w.frontier[:0]
	for b, p := range w.batch {
		dist[p] = 0
		bit := uint64(1) << b
		w.frontier = append(w.frontier, p) // the sources are distinct
		w.reach[0][p] = bit
		w.seen[p] |= bit
		w.target[p.flip()] |= bit
		w.open |= bit
	}
}

// meet notes the sources of f, not yet met, whose opposite q is: met at
// complexity n.
func (w *chLayers) meet(q potential, f uint64, n int, dist *[nPotentials]uint16) {
	met := w.target[q] & f & w.open
	w.open &^= met
	for ; met != 0; met &= met - 1 {
		dist[w.batch[bits.TrailingZeros64(met)]] = uint16(n)
	}
}

// spread adds the sources of f new to q to those that reach it next.
func (w *chLayers) spread(q potential, f uint64) {
	if n := f &^ w.seen[q]; n != 0 {
		w.seen[q] |= n
		next := &w.reach[w.now^1]
		if next[q] == 0 {
			w.next = append(w.next, q)
		}
		next[q] |= n
	}
}

// clear clears what the batch set, for the next.
func (w *chLayers) clear() {
	for _, p := range w.frontier {
		w.reach[w.now][p] = 0
	}
	for _, p := range w.batch {
		w.target[p.flip()] = 0
	}
	w.seen = [nPotentials]uint64{}
}

// closes reports whether a cycle can come back to potential p, on, with
// the links l: only through the cell's other candidate, if it has two, or
// through the digit's other place in a house where it has one, off.
func (s *chStatic) closes(p potential, l chLinks) bool {
	c := p >> 1
	return l.y && s.cellOn[c] >= 0 || l.x && s.houseOn[c][0] >= 0
}

// bits returns the links as chStatic.lead tells them.
func (l chLinks) bits() uint8 {
	var b uint8
	if l.y {
		b |= 1
	}
	if l.x {
		b |= 2
	}
	return b
}

// withOpposite appends to dst the sources from which a chain, with cell
// links if y, reaches the opposite: it finds the strongly connected
// components of the implications, and the components each reaches, in
// one pass over the implications for all the sources, where a search
// from each, even 64 at a time, goes over them again and again.
func (s *chStatic) withOpposite(sources []potential, y bool, dst []potential) []potential {
	w := &s.comps
	words := s.components(sources, y, true)
	for _, p := range sources {
		q := p.flip()
		if w.order[q] == 0 {
			continue
		}
		c := w.comp[q]
		if w.sets[int(w.comp[p])*words+int(c>>6)]&(1<<(c&63)) != 0 {
			dst = append(dst, p)
		}
	}
	return dst
}

// components finds the strongly connected components of the
// implications met from the sources (Tarjan's algorithm, depth first),
// numbered in the order completed, each after all it reaches, and the
// components each reaches, itself and those its members imply, as bits
// in sets, k's words from k*words: it returns words. If gather is set, a
// potential gathers the components it reaches as the search leaves them,
// and hands them to the one it was met from, in its component or not
// yet; otherwise, or where they are more than setWords holds, they are
// found after, in a pass of their own (reaches), as the multiple chains'
// searches find them: gathering there made the hardest puzzles slower.
func (s *chStatic) components(sources []potential, y, gather bool) (words int) {
	w := &s.comps
	w.order = [nPotentials]int32{}
	w.members, w.end, w.sets = w.members[:0], w.end[:0], w.sets[:0]
	w.met = 0
	for _, root := range sources {
		if w.order[root] != 0 {
			continue
		}
		w.stack, w.calls = w.stack[:0], w.calls[:0]
		w.visit(root)
		for len(w.calls) > 0 {
			f := &w.calls[len(w.calls)-1]
			q := s.implication(f, y)
			switch {
			case q < 0:
				gather = w.leave(gather)
			case w.order[q] == 0:
				w.visit(q)
			case w.comp[q] < 0: // on the stack: in f.p's component
				w.low[f.p] = min(w.low[f.p], w.order[q])
			case gather: // a component left: all it reaches
				r, c := &w.reach[f.p], int(w.comp[q])*setWords
				for k := range r {
					r[k] |= w.sets[c+k]
				}
			}
		}
	}
	if !gather {
		return s.reaches(y)
	}
	return setWords
}

// visit meets potential p: it goes on the stack, and its implications
// are gone through next.
func (w *chComponents) visit(p potential) {
	w.met++
	w.order[p], w.low[p], w.comp[p] = w.met, w.met, -1
	w.reach[p] = [setWords]uint64{}
	w.stack = append(w.stack, p)
	w.calls = append(w.calls, chCall{p: p})
}

// leave is done with the potential whose implications were gone through
// last: if it heads those above it on the stack, they are a component,
// numbered next; what it reaches goes to the potential it was met from.
// It returns whether the components reached are still gathered (gather,
// while they fit setWords).
func (w *chComponents) leave(gather bool) bool {
	p := w.calls[len(w.calls)-1].p
	w.calls = w.calls[:len(w.calls)-1]
	if w.low[p] == w.order[p] {
		n := len(w.stack) - 1
		for w.stack[n] != p {
			n--
		}
		k := int32(len(w.end))
		for _, v := range w.stack[n:] {
			w.comp[v] = k
		}
		w.members = append(w.members, w.stack[n:]...)
		w.end = append(w.end, int32(len(w.members)))
		w.stack = w.stack[:n]
		if gather = gather && k < setWords*64; gather {
			w.reach[p][k>>6] |= 1 << (k & 63)
			w.sets = append(w.sets, w.reach[p][:]...)
		}
	}
	if len(w.calls) > 0 {
		top := w.calls[len(w.calls)-1].p
		w.low[top] = min(w.low[top], w.low[p])
		if gather { // p's component, left, or the one they share
			for k, m := range w.reach[p] {
				w.reach[top][k] |= m
			}
		}
	}
	return gather
}

// reaches sets the components each component reaches, itself and those
// its members imply, as bits, and returns the words of a set.
func (s *chStatic) reaches(y bool) int {
	w := &s.comps
	comps := int32(len(w.end))
	words := int(comps+63) / 64
	if n := int(comps) * words; cap(w.sets) < n {
		w.sets = make([]uint64, n)
	} else {
		w.sets = w.sets[:n]
		clear(w.sets)
	}
	from := int32(0)
	for k := range comps {
		set := w.sets[int(k)*words : int(k+1)*words]
		set[k>>6] |= 1 << (k & 63)
		for _, v := range w.members[from:w.end[k]] {
			g := chCall{p: v}
			for q := s.implication(&g, y); q >= 0; q = s.implication(&g, y) {
				// A component met already brought all it reaches.
				if c := w.comp[q]; set[c>>6]&(1<<(c&63)) == 0 {
					for i, m := range w.sets[int(c)*words : int(c+1)*words] {
						set[i] |= m
					}
				}
			}
		}
		from = w.end[k]
	}
	return words
}

// A chCall is a potential whose implications a search is going through:
// the k-th is next.
type chCall struct {
	p potential
	k int32
}

// implication returns the next implication of f.p, with cell links if y,
// or -1.
func (s *chStatic) implication(f *chCall, y bool) potential {
	c := int32(f.p >> 1)
	if f.p.on() {
		from := s.first[c]
		if !y {
			from = s.cellEnd[c]
		}
		if j := from + f.k; j < s.end[c] {
			f.k++
			return s.offs[j]
		}
		return -1
	}
	for f.k < 4 {
		k := f.k
		f.k++
		switch {
		case k == 0 && y && s.cellOn[c] >= 0:
			return s.cellOn[c]
		case k > 0 && s.houseOn[c][k-1] >= 0:
			return s.houseOn[c][k-1]
		}
	}
	return -1
}

// reachAll finds what the potentials of batch, at most 64, imply, with
// cell links if y: w.seen[p] holds the bits of those that reach p, and
// w.next the potentials reached, until clearReach.
func (s *chStatic) reachAll(batch []potential, y bool) {
	w := &s.layers
	w.frontier, w.next = w.frontier[:0], w.next[:0]
	for k, p := range batch {
		w.add(p, 1<<k)
	}
	for head := 0; head < len(w.frontier); head++ {
		p := w.frontier[head]
		m := w.reach[0][p]
		w.reach[0][p] = 0
		c := int32(p >> 1)
		if p.on() { // the lists read here, not by implication: this loop is hot
			from := s.first[c]
			if !y {
				from = s.cellEnd[c]
			}
			for _, q := range s.offs[from:s.end[c]] {
				w.add(q, m)
			}
			continue
		}
		if q := s.cellOn[c]; y && q >= 0 {
			w.add(q, m)
		}
		for _, q := range s.houseOn[c] {
			if q < 0 {
				break
			}
			w.add(q, m)
		}
	}
}

// add adds the sources of m new to potential p to it, and to those that
// go on from it.
func (w *chLayers) add(p potential, m uint64) {
	n := m &^ w.seen[p]
	if n == 0 {
		return
	}
	if w.seen[p] == 0 {
		w.next = append(w.next, p)
	}
	w.seen[p] |= n
	if w.reach[0][p] == 0 {
		w.frontier = append(w.frontier, p)
	}
	w.reach[0][p] |= n
}

// clearReach clears what reachAll set.
func (s *chStatic) clearReach() {
	w := &s.layers
	for _, p := range w.next {
		w.seen[p] = 0
	}
}
