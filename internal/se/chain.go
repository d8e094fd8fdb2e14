package se

import (
	"math/bits"

	"sudoku/internal/board"
)

// SE's chains work on potentials: a candidate (a cell and a digit)
// assumed true ("on") or false ("off"). From an assumption, the rules of
// implication below derive others, each with the potentials it came from
// (its parents), in breadth-first order; the first derivation of a
// potential is the one kept. A chain's length, which its rating grows
// with, is the number of distinct potentials among the ancestors of its
// conclusion, so the order of the search decides ratings and is SE's:
//
//   - on to off: the cell's other candidates (when cell links are
//     allowed), then the digit's other places in the cell's box, row and
//     column, a cell once;
//   - off to on: the cell's other candidate if it has two (cell links),
//     then the digit's other place in the box, row or column if it has
//     one.
//
// In dynamic chains the assumptions are played out on a copy of the
// candidates, each off potential removing its candidate once derived, and
// a potential made on by a removal that took place in the chain gets the
// potentials that removed them as parents too.

// A potential is numbered (cell*9 + digit-1)*2, plus 1 when on.
type potential int16

func potentialOf(cell, d int, on bool) potential {
	p := potential((cell*9 + d - 1) * 2)
	if on {
		p++
	}
	return p
}

func (p potential) cell() int                 { return int(p) / 18 }
func (p potential) digit() int                { return int(p)/2%9 + 1 }
func (p potential) on() bool                  { return p&1 == 1 }
func (p potential) flip() potential           { return p ^ 1 }
func (p potential) bit() uint16               { return 1 << p.digit() }
func (p potential) sameCand(q potential) bool { return p|1 == q|1 }

const nPotentials = 81 * 9 * 2

// A chNode is a potential derived in a search, with its parents: the
// nodes pars[first:first+n] of the chainer.
type chNode struct {
	p     potential
	n     int16
	cause int8 // how it was derived: causeCell, a house, or -1 (see chCause)
	first int32
	nest  int32 // the nested chain that made it, an index of c.nested, or -1
}

// A node's cause is how it was derived: from its cell's other candidates
// (causeCell), from the other places of its digit in a house (the
// house's number), or otherwise (-1: an assumption, or a nested rule).
const causeCell = 27

// A chSet is a set of nodes, one a potential, in the order added: SE's
// LinkedSet of potentials with their parents.
type chSet struct {
	node    [nPotentials]int32
	in      potentialSet
	on, off []int32  // the nodes added, in order
	absurd  [2]int32 // after a chase, a potential both on and off (its two nodes), or -1
}

// A potentialSet is a set of potentials, potential p bit p%64 of word
// p/64.
type potentialSet [nPotentials/64 + 1]uint64

func (ps *potentialSet) has(p potential) bool { return ps[p>>6]&(1<<(p&63)) != 0 }
func (ps *potentialSet) add(p potential)      { ps[p>>6] |= 1 << (p & 63) }

// and keeps in ps the potentials also in o.
func (ps *potentialSet) and(o *potentialSet) {
	for k := range ps {
		ps[k] &= o[k]
	}
}

// reset empties the set.
func (s *chSet) reset() {
	s.in = potentialSet{}
	s.on, s.off = s.on[:0], s.off[:0]
}

func (s *chSet) has(p potential) bool { return s.in.has(p) }

// get returns the node of potential p in the set, which has it.
func (s *chSet) get(p potential) int32 { return s.node[p] }

// add adds node k, of potential p not in the set.
func (s *chSet) add(k int32, p potential) {
	s.in.add(p)
	s.node[p] = k
	if p.on() {
		s.on = append(s.on, k)
	} else {
		s.off = append(s.off, k)
	}
}

// chLinks says which links a search may use: cell links (a cell's
// candidates, "Y") and house links (a digit's places, "X").
type chLinks struct{ y, x bool }

// newNode adds a node of potential p with parent (or -1) and returns it.
func (c *seChainer) newNode(p potential, parent int32) int32 {
	k := int32(len(c.nodes))
	c.nodes = append(c.nodes, chNode{p: p, first: int32(len(c.pars)), cause: -1, nest: -1})
	if parent >= 0 {
		c.addParent(k, parent)
	}
	return k
}

// addParent adds a parent to the node k, the last made.
func (c *seChainer) addParent(k, parent int32) {
	c.pars = append(c.pars, parent)
	c.nodes[k].n++
}

// parents returns the parents of node k.
func (c *seChainer) parents(k int32) []int32 {
	n := &c.nodes[k]
	return c.pars[n.first : n.first+int32(n.n)]
}

// A chFilter says which potentials a search wants made into nodes: not
// those known (in known), unless their opposite is.
type chFilter struct {
	known *chSet
}

// wants reports whether the filter wants potential q.
func (c *seChainer) wants(f chFilter, q potential) bool {
	return !f.known.has(q) || f.known.has(q.flip())
}

// onToOff appends to out the off nodes node k, an on potential, implies,
// those f wants.
func (c *seChainer) onToOff(k int32, y bool, f chFilter, out []int32) []int32 {
	p := c.nodes[k].p
	if !c.dynamic {
		s := &c.static
		from := s.first[p>>1]
		if !y {
			from = s.cellEnd[p>>1]
		}
		for x, q := range s.offs[from:s.end[p>>1]] {
			if c.wants(f, q) {
				n := c.newNode(q, k)
				c.nodes[n].cause = s.cause(int32(p>>1), from+int32(x))
				out = append(out, n)
			}
		}
		return out
	}
	i, d := p.cell(), p.digit()
	if y {
		for m := c.cand[i] &^ p.bit(); m != 0; m &= m - 1 {
			if q := potentialOf(i, bits.TrailingZeros16(m), false); c.wants(f, q) {
				n := c.newNode(q, k)
				c.nodes[n].cause = causeCell
				out = append(out, n)
			}
		}
	}
	hs := &cellHouseSets[i]
	places := c.digits[d]
	places[i>>6] &^= 1 << (i & 63)
	for g, part := range [3]board.CellSet{places.And(hs[2]), places.And(hs[0]).Minus(hs[2]), places.And(hs[1]).Minus(hs[2])} {
		for w, m := range part {
			for ; m != 0; m &= m - 1 {
				if q := potentialOf(w<<6|bits.TrailingZeros64(m), d, false); c.wants(f, q) {
					n := c.newNode(q, k)
					c.nodes[n].cause = int8(board.CellHouses[i][[3]int{2, 0, 1}[g]])
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// cellHouseSets holds each cell's row, column and box as cell sets.
var cellHouseSets = func() (s [81][3]board.CellSet) {
	for i, hs := range board.CellHouses {
		for g, h := range hs {
			s[i][g] = board.HouseSet[h]
		}
	}
	return s
}()

// offToOn appends to out the on nodes node k, an off potential, implies,
// those f wants, the removals of the chain, from set, as parents too.
func (c *seChainer) offToOn(k int32, l chLinks, set *chSet, f chFilter, out []int32) []int32 {
	p := c.nodes[k].p
	if !c.dynamic {
		s := &c.static
		if q := s.cellOn[p>>1]; l.y && q >= 0 && c.wants(f, q) {
			n := c.newNode(q, k)
			c.nodes[n].cause = causeCell
			out = append(out, n)
		}
		for x, q := range s.houseOn[p>>1] {
			if q >= 0 && l.x && c.wants(f, q) {
				n := c.newNode(q, k)
				c.nodes[n].cause = s.onHouse[p>>1][x]
				out = append(out, n)
			}
		}
		return out
	}
	i, d := p.cell(), p.digit()
	start := len(out)
	if l.y && bits.OnesCount16(c.cand[i]) == 2 {
		other := bits.TrailingZeros16(c.cand[i])
		if other == d {
			other = 15 - bits.LeadingZeros16(c.cand[i])
		}
		if q := potentialOf(i, other, true); c.wants(f, q) {
			out = append(out, c.cellLink(k, q, set))
		}
	}
	if !l.x {
		return out
	}
	places := c.digits[d]
	places[i>>6] &^= 1 << (i & 63)
	for _, g := range [3]int{2, 0, 1} { // box, row, column
		h := &cellHouseSets[i][g]
		j := onlyCell(places.And(*h))
		if j < 0 {
			continue
		}
		q := potentialOf(j, d, true)
		if c.produced(out[start:], q) || !c.wants(f, q) {
			continue
		}
		n := c.newNode(q, k)
		c.nodes[n].cause = int8(board.CellHouses[i][g])
		if c.dynamic {
			gone := c.saved[d].And(*h).Minus(c.digits[d])
			for j := range gone.Cells() {
				c.addParent(n, set.get(potentialOf(j, d, false)))
			}
		}
		out = append(out, n)
	}
	return out
}

// cellLink returns a node of q, on, derived from node k as the cell's
// other candidate, with the chain's removals in the cell, from set, as
// parents too.
func (c *seChainer) cellLink(k int32, q potential, set *chSet) int32 {
	n := c.newNode(q, k)
	c.nodes[n].cause = causeCell
	i := q.cell()
	for m := c.save[i] &^ c.cand[i]; m != 0; m &= m - 1 {
		c.addParent(n, set.get(potentialOf(i, bits.TrailingZeros16(m), false)))
	}
	return n
}

// remove removes candidate p from the working candidates.
func (c *seChainer) remove(p potential) {
	i := p.cell()
	c.cand[i] &^= p.bit()
	c.digits[p.digit()][i>>6] &^= 1 << (i & 63)
}

// setDigits makes the cell sets of each candidate those of c.cand.
func (c *seChainer) setDigits() {
	c.digits = [10]board.CellSet{}
	for i, m := range c.cand {
		for ; m != 0; m &= m - 1 {
			c.digits[bits.TrailingZeros16(m)].Add(i)
		}
	}
}

// produced reports whether a node of potential p is among nodes.
func (c *seChainer) produced(nodes []int32, p potential) bool {
	for _, k := range nodes {
		if c.nodes[k].p == p {
			return true
		}
	}
	return false
}

// onlyCell returns the one cell of s, or -1 if s has none or several.
func onlyCell(s board.CellSet) int {
	switch {
	case s[0] != 0 && s[0]&(s[0]-1) == 0 && s[1] == 0:
		return bits.TrailingZeros64(s[0])
	case s[1] != 0 && s[1]&(s[1]-1) == 0 && s[0] == 0:
		return 64 + bits.TrailingZeros64(s[1])
	}
	return -1
}
