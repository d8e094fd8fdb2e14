package se

import (
	"math/bits"

	"sudoku/internal/board"
)

// While a static search runs, the candidates do not change, and so
// neither do the implications of a potential: they are listed once a
// search, in SE's order, and the searches read the lists.

// chStatic lists the implications of each candidate c (cell*9+digit-1):
// offs[first[c]:cellEnd[c]] are the cell's other candidates and
// offs[cellEnd[c]:first[c+1]] the digit's other places, off when c is
// on; cellOn[c] is the cell's other candidate if it has two, and
// houseOn[c] the digit's other place in each house where it has one,
// on when c is off (-1 where none; these two, and ends, are set only for
// the candidates there, all a search meets).
type chStatic struct {
	offs    []potential
	first   [82 * 9]int32
	cellEnd [81 * 9]int32
	ends    [81 * 9][2]int32 // where the box's, then the row's, places end
	cellOn  [81 * 9]potential
	houseOn [81 * 9][3]potential
	onHouse [81 * 9][3]int8 // the house of each of houseOn
	// scratch space of distances: the sources that have reached each
	// potential, those that reached it last, and those whose opposite
	// it is; the potentials of this layer and the next
	seen, target   [nPotentials]uint64
	reach          [2][nPotentials]uint64
	frontier, next []potential
	out            []potential // of implied
	// scratch space of withOpposite: the order each potential was met
	// in (0 if not), the least order it reaches back to, its component
	// (-1 while on the stack), the stack, the potentials being gone
	// through, the components' members, and the components each reaches
	order, low, comp [nPotentials]int32
	stack            []potential
	calls            []chCall
	members          []potential // by component, those of k ending at compEnd[k]
	compEnd          []int32
	sets             []uint64
}

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

// build lists the implications for the candidates cand, whose cells by
// digit are digits.
func (s *chStatic) build(cand *[81]uint16, digits *[10]board.CellSet) {
	s.offs = s.offs[:0]
	// The houses where each digit has two places, and those places.
	var pairs [10]uint32
	for d := 1; d <= 9; d++ {
		for h := range board.HouseSet {
			if board.HouseSet[h].And(digits[d]).Count() == 2 {
				pairs[d] |= 1 << h
			}
		}
	}
	for i := range 81 {
		for d := 1; d <= 9; d++ {
			c := i*9 + d - 1
			s.first[c] = int32(len(s.offs))
			s.cellEnd[c] = s.first[c]
			if cand[i]&(1<<d) != 0 {
				s.build1(i, d, cand, digits, pairs[d])
			}
		}
	}
	s.first[81*9] = int32(len(s.offs))
}

// build1 lists the implications of candidate d of cell i, the houses
// where d has two places being pairs.
func (s *chStatic) build1(i, d int, cand *[81]uint16, digits *[10]board.CellSet, pairs uint32) {
	c := i*9 + d - 1
	s.cellOn[c], s.houseOn[c] = -1, [3]potential{-1, -1, -1}
	for m := cand[i] &^ (1 << d); m != 0; m &= m - 1 {
		s.offs = append(s.offs, potentialOf(i, bits.TrailingZeros16(m), false))
	}
	s.cellEnd[c] = int32(len(s.offs))
	hs := &cellHouseSets[i]
	places := digits[d]
	places[i>>6] &^= 1 << (i & 63)
	for g, part := range [3]board.CellSet{places.And(hs[2]), places.And(hs[0]).Minus(hs[2]), places.And(hs[1]).Minus(hs[2])} {
		for j := range part.Cells() {
			s.offs = append(s.offs, potentialOf(j, d, false))
		}
		if g < 2 {
			s.ends[c][g] = int32(len(s.offs))
		}
	}
	if bits.OnesCount16(cand[i]) == 2 {
		s.cellOn[c] = potentialOf(i, bits.TrailingZeros16(cand[i]&^(1<<d)), true)
	}
	n := 0
	for _, g := range [3]int{2, 0, 1} {
		if pairs&(1<<board.CellHouses[i][g]) == 0 {
			continue
		}
		if j := onlyCell(places.And(hs[g])); j >= 0 {
			q := potentialOf(j, d, true)
			if n == 0 || s.houseOn[c][0] != q && (n == 1 || s.houseOn[c][1] != q) {
				s.houseOn[c][n], s.onHouse[c][n] = q, int8(board.CellHouses[i][g])
				n++
			}
		}
	}
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
	for len(sources) > 0 {
		batch := sources[:min(64, len(sources))]
		sources = sources[len(batch):]
		var open uint64 // the sources whose opposite is not yet met
		cur := s.frontier[:0]
		reach, reachNext := &s.reach[0], &s.reach[1]
		for b, p := range batch {
			dist[p] = 0
			bit := uint64(1) << b
			cur = append(cur, p) // the sources are distinct
			reach[p] = bit
			s.seen[p] |= bit
			s.target[p.flip()] |= bit
			open |= bit
		}
		for d := 1; len(cur) > 0 && open != 0 && d+1 < limit; d++ {
			next := s.next[:0]
			for _, p := range cur {
				f := reach[p] & open
				reach[p] = 0
				if f == 0 {
					continue
				}
				c := int32(p >> 1)
				if !p.on() {
					// Each on potential implied, the cell's other
					// candidate first.
					on := [4]potential{-1, s.houseOn[c][0], s.houseOn[c][1], s.houseOn[c][2]}
					if y {
						on[0] = s.cellOn[c]
					}
					for _, q := range on {
						if q < 0 {
							continue
						}
						if met := s.target[q] & f & open; met != 0 {
							open &^= met
							for ; met != 0; met &= met - 1 {
								dist[batch[bits.TrailingZeros64(met)]] = uint16(d + 1)
							}
						}
						if n := f &^ s.seen[q]; n != 0 {
							s.seen[q] |= n
							if reachNext[q] == 0 {
								next = append(next, q)
							}
							reachNext[q] |= n
						}
					}
					continue
				}
				from := s.first[c]
				if !y {
					from = s.cellEnd[c]
				}
				for _, q := range s.offs[from:s.first[c+1]] {
					if met := s.target[q] & f & open; met != 0 {
						open &^= met
						for ; met != 0; met &= met - 1 {
							dist[batch[bits.TrailingZeros64(met)]] = uint16(d + 1)
						}
					}
					// An off potential that implies nothing is met
					// only as an opposite.
					if !s.leadsOn(q, chLinks{y: y, x: true}) {
						continue
					}
					if n := f &^ s.seen[q]; n != 0 {
						s.seen[q] |= n
						if reachNext[q] == 0 {
							next = append(next, q)
						}
						reachNext[q] |= n
					}
				}
			}
			s.frontier, s.next = next, cur
			cur = next
			reach, reachNext = reachNext, reach
		}
		// Clear what the batch set, for the next.
		for _, p := range cur {
			reach[p] = 0
		}
		for _, p := range batch {
			s.target[p.flip()] = 0
		}
		s.seen = [nPotentials]uint64{}
	}
}

// implied returns the potentials potential p implies, with cell links if
// y, in s.out.
func (s *chStatic) implied(p potential, y bool) []potential {
	c := int32(p >> 1)
	if p.on() {
		from := s.first[c]
		if !y {
			from = s.cellEnd[c]
		}
		return s.offs[from:s.first[c+1]]
	}
	out := s.out[:0]
	if q := s.cellOn[c]; y && q >= 0 {
		out = append(out, q)
	}
	for _, q := range s.houseOn[c] {
		if q >= 0 {
			out = append(out, q)
		}
	}
	s.out = out
	return out
}

// closes reports whether a cycle can come back to potential p, on, with
// the links l: only through the cell's other candidate, if it has two, or
// through the digit's other place in a house where it has one, off.
func (s *chStatic) closes(p potential, l chLinks) bool {
	c := p >> 1
	return l.y && s.cellOn[c] >= 0 || l.x && s.houseOn[c][0] >= 0
}

// leadsOn reports whether potential q, off, implies a potential on by
// the links l.
func (s *chStatic) leadsOn(q potential, l chLinks) bool {
	c := q >> 1
	return l.y && s.cellOn[c] >= 0 || l.x && s.houseOn[c][0] >= 0
}

// leads reports whether potential q, off, implies potential p, on, by
// the links l.
func (s *chStatic) leads(q, p potential, l chLinks) bool {
	c := q >> 1
	h := &s.houseOn[c]
	return l.y && s.cellOn[c] == p || l.x && (h[0] == p || h[1] == p || h[2] == p)
}

// withOpposite appends to dst the sources from which a chain, with cell
// links if y, reaches the opposite. It finds the strongly connected
// components of the implications (Tarjan's algorithm, depth first from
// each source), numbered in the order completed, each after all it
// reaches; then the components each reaches, as bits: one pass over the
// implications for all the sources, where a search from each, even 64 at
// a time, goes over them again and again.
func (s *chStatic) withOpposite(sources []potential, y bool, dst []potential) []potential {
	s.order = [nPotentials]int32{}
	s.members = s.members[:0]
	met, comps := int32(0), int32(0)
	for _, root := range sources {
		if s.order[root] != 0 {
			continue
		}
		met++
		s.order[root], s.low[root], s.comp[root] = met, met, -1
		s.stack = append(s.stack[:0], root)
		s.calls = append(s.calls[:0], chCall{p: root})
		for len(s.calls) > 0 {
			f := &s.calls[len(s.calls)-1]
			if q := s.implication(f, y); q >= 0 {
				switch {
				case s.order[q] == 0:
					met++
					s.order[q], s.low[q], s.comp[q] = met, met, -1
					s.stack = append(s.stack, q)
					s.calls = append(s.calls, chCall{p: q})
				case s.comp[q] < 0: // on the stack: in f.p's component
					s.low[f.p] = min(s.low[f.p], s.order[q])
				}
				continue
			}
			p := f.p
			s.calls = s.calls[:len(s.calls)-1]
			if len(s.calls) > 0 {
				top := s.calls[len(s.calls)-1].p
				s.low[top] = min(s.low[top], s.low[p])
			}
			if s.low[p] != s.order[p] {
				continue
			}
			// p heads a component: those above it on the stack.
			n := len(s.stack) - 1
			for s.stack[n] != p {
				n--
			}
			for _, v := range s.stack[n:] {
				s.comp[v] = comps
			}
			s.members = append(s.members, s.stack[n:]...)
			s.compEnd = append(s.compEnd[:comps], int32(len(s.members)))
			comps++
			s.stack = s.stack[:n]
		}
	}
	// The components each reaches, itself and those its members imply.
	words := int(comps+63) / 64
	if n := int(comps) * words; cap(s.sets) < n {
		s.sets = make([]uint64, n)
	} else {
		s.sets = s.sets[:n]
		clear(s.sets)
	}
	from := int32(0)
	for k := range comps {
		set := s.sets[int(k)*words : int(k+1)*words]
		set[k>>6] |= 1 << (k & 63)
		for _, v := range s.members[from:s.compEnd[k]] {
			g := chCall{p: v}
			for q := s.implication(&g, y); q >= 0; q = s.implication(&g, y) {
				if c := s.comp[q]; c != k {
					for w, m := range s.sets[int(c)*words : int(c+1)*words] {
						set[w] |= m
					}
				}
			}
		}
		from = s.compEnd[k]
	}
	for _, p := range sources {
		q := p.flip()
		if s.order[q] == 0 {
			continue
		}
		c := s.comp[q]
		if s.sets[int(s.comp[p])*words+int(c>>6)]&(1<<(c&63)) != 0 {
			dst = append(dst, p)
		}
	}
	return dst
}

// A chCall is a potential whose implications the depth-first search of
// withOpposite is going through: the k-th is next.
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
		if j := from + f.k; j < s.first[c+1] {
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
