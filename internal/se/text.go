package se

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"sudoku/internal/board"
)

// The SE rater's steps described for -explain: what each saw, in the
// words of the step explainer of package rate. The rating and the effect
// are written by the caller.

// describePlacing describes a single, or a direct step placing digit d in
// cell i, seen in house h (or -1).
func (e *Engine) describePlacing(t seTech, i, d, h int) string {
	if e.hint.what != "" { // the direct techniques said what they saw
		return e.hint.what + fmt.Sprintf(", leaving %d one place in %s", d, board.HouseName(h))
	}
	if h < 0 {
		return ""
	}
	return " in " + board.HouseName(h)
}

// describeLocking describes digit d of house h1 confined to house h2.
func (e *Engine) describeLocking(h1, h2, d int) string {
	return fmt.Sprintf(": %d in %s only in %s", d, board.HouseName(h1), board.HouseName(h2))
}

// describeSubset describes the cells at places m of house h and their
// digits u.
func (e *Engine) describeSubset(h int, m, u uint16) string {
	var cells []int
	for ; m != 0; m &= m - 1 {
		cells = append(cells, int(board.HouseCells[h][bits.TrailingZeros16(m)]))
	}
	return fmt.Sprintf(" in %s: %s hold %s", board.HouseName(h), board.CellList(cells), board.DigitList(u))
}

// describeFish describes digit d in the base lines m, of SE type t,
// covered by the lines u.
func (e *Engine) describeFish(t int, m, u uint16, d int) string {
	dir := map[int]int{1: 0, 2: 1}
	return fmt.Sprintf(": %d of %s in %s", d, board.LineList(dir[t], m), board.LineList(1-dir[t], u))
}

// describeCells describes a pattern of the cells c on the digits d.
func (e *Engine) describeCells(c []int, d uint16) string {
	names := make([]string, len(c))
	for k, i := range c {
		names[k] = e.cellWith(i)
	}
	if d == 0 {
		return ": " + strings.Join(names, ", ")
	}
	return fmt.Sprintf(": %s on %s", strings.Join(names, ", "), board.DigitList(d))
}

// cellWith names cell i with its candidates: "r1c1 (12)".
func (e *Engine) cellWith(i int) string {
	return fmt.Sprintf("%s (%s)", board.CellName(i), board.DigitString(e.b.cand[i]))
}

// describeWing describes a larger wing.
func (e *Engine) describeWing(w *alsWing) string {
	cells := make([]int, 0, w.k+1)
	for _, i := range w.cells[:w.k] {
		cells = append(cells, int(i))
	}
	return e.describeCells(append(cells, w.yz), 1<<w.z)
}

// describeLinks describes a strong-link pattern.
func (e *Engine) describeLinks(f *slFound, n int) string {
	return fmt.Sprintf(" on %d", f.digit)
}

// stepText appends the line of the step found: its number, the
// technique and its rating, what it saw and its effect.
func (e *Engine) stepText(dst []byte, num int) []byte {
	h := &e.hint
	name := h.name
	if name == "" {
		name = seTechName[h.tech]
	}
	dst = fmt.Appendf(dst, "%d. %s (%s)%s: ", num, name, seRatingText(h.rating), h.what)
	sep := ""
	for i, m := range h.elim {
		for ; m != 0; m &= m - 1 {
			dst = fmt.Appendf(dst, "%s%s<>%d", sep, board.CellName(i), bits.TrailingZeros16(m))
			sep = " "
		}
	}
	if h.cell >= 0 {
		dst = fmt.Appendf(dst, "%s%s=%d", sep, board.CellName(h.cell), h.digit)
	}
	return append(dst, '\n')
}

// describeLoop describes a unique rectangle or loop.
func (e *Engine) describeLoop(f *ulFound) string {
	var cells []int
	for i := range f.loop.Cells() {
		cells = append(cells, i)
	}
	return fmt.Sprintf(" type %d: %s on %d and %d", f.typ, board.CellList(cells), f.v1, f.v2)
}

// describeBUG describes a BUG step of type typ.
func (e *Engine) describeBUG(typ int, p *bugPattern) string {
	return fmt.Sprintf(" type %d: %s with %s extra", typ, board.CellList(p.cells), board.DigitList(p.all))
}

// potentialName writes a potential as the steps do: r1c2=5 when on,
// r1c2<>5 when off.
func potentialName(p potential) string {
	op := "<>"
	if p.on() {
		op = "="
	}
	return fmt.Sprintf("%s%s%d", board.CellName(p.cell()), op, p.digit())
}

// chainPath writes the chain ending at node k by first parents, from its
// start: "r1c2=5 -> r1c7<>5 -> r3c8=5".
func (c *seChainer) chainPath(k int32) string {
	var names []string
	for ; ; k = c.parents(k)[0] {
		names = append(names, potentialName(c.nodes[k].p))
		if c.nodes[k].n == 0 {
			break
		}
	}
	slices.Reverse(names)
	return strings.Join(names, " -> ")
}

// describeChain describes a chain deduction.
func (e *Engine) describeChain(h *chHint) string {
	c := e.chain
	s := ": " + c.chainPath(h.ends[0])
	if h.ends[1] >= 0 {
		s += "; " + c.chainPath(h.ends[1])
	}
	return s
}
