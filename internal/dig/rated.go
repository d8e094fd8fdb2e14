package dig

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sudoku/internal/board"
	"sudoku/internal/se"
)

// -n -se LO~HI makes puzzles with one solution whose SE rating is from LO
// to HI: the digger digs unique puzzles, without -r as far as the
// solution stays unique (as -minimal does, which makes the harder ones),
// and keeps those the SE rater rates in the range, the rating stopped as
// soon as a step goes above it. From LO 9.1 up, puzzles are searched for
// instead (hard.go).

// seMaxLo is the highest LO -se accepts: a search seldom reaches 9.5 in
// ten minutes, and higher not at all.
const seMaxLo = 100

// seTries is how many puzzles a digger rates for one of -se before it
// gives up: about ten times what the rarest range dug (9.0) needs.
var seTries = 20_000

// seLowRatings are the ratings below 4.0 a puzzle can have, in tenths:
// those of SE's techniques; from 4.0 up every tenth is one.
var seLowRatings = []int{10, 12, 15, 17, 19, 20, 23, 25, 26, 28, 30, 32, 34, 36, 38}

// parseSERange reads the -se range LO~HI, or a single rating, in tenths.
func parseSERange(s string) (lo, hi int, err error) {
	los, his, ok := strings.Cut(s, "~")
	if !ok {
		his = los
	}
	l, err1 := strconv.ParseFloat(los, 64)
	h, err2 := strconv.ParseFloat(his, 64)
	lo, hi = int(l*10+0.5), int(h*10+0.5)
	switch {
	case err1 != nil || err2 != nil || lo < 10 || lo > hi:
		return 0, 0, fmt.Errorf("-se %s: want LO~HI, SE ratings with 1.0 ≤ LO ≤ HI, as 6.0~7.0", s)
	case lo > seMaxLo:
		return 0, 0, fmt.Errorf("-se %s: puzzles rated above %.1f are out of reach of a search; want LO ≤ %.1f", s, float64(seMaxLo)/10, float64(seMaxLo)/10)
	case hi < 40 && !slices.ContainsFunc(seLowRatings, func(r int) bool { return r >= lo && r <= hi }):
		return 0, 0, fmt.Errorf("-se %s: no puzzle is rated so; below 4.0 the ratings are %s", s, seLowList())
	}
	return lo, hi, nil
}

// NewRatedSpec returns the spec of puzzles with one solution rated as
// the -se range se asks, with blanks as NewSpec takes them. Their making
// fails after limit seconds, if limit is not 0.
func NewRatedSpec(se, blanks string, ranged bool, sym string, minimal bool, limit int) (Spec, error) {
	lo, hi, err := parseSERange(se)
	if err != nil {
		return Spec{}, err
	}
	spec, err := NewSpec(0, blanks, ranged, true, sym, minimal)
	spec.seLo, spec.seHi, spec.limit = lo, hi, limit
	spec.progress = new(Search)
	return spec, err
}

// Search returns what the making of the spec's puzzles has done so far,
// or nil if they are not made by SE rating.
func (spec Spec) Search() *Search { return spec.progress }

// seLowList lists the ratings below 4.0: "1.0, 1.2, … and 3.8".
func seLowList() string {
	names := make([]string, len(seLowRatings))
	for k, r := range seLowRatings {
		names[k] = fmt.Sprintf("%d.%d", r/10, r%10)
	}
	return board.ListOf(names)
}

// rated reports whether the SE rater rates puzzle g, which has one
// solution, in the spec's range, giving up on it once a step is rated
// above.
func (d *digger) rated(g *board.Grid) bool {
	if d.se == nil {
		d.se = new(se.Engine)
	}
	d.se.StopAbove(float64(d.spec.seHi) / 10)
	r := d.se.Rate(g)
	t := se.Tenths(r.ER)
	in := !r.Beyond && t <= d.spec.seHi
	d.search().tried(in, t)
	return in && t >= d.spec.seLo
}

// nextRated returns a new puzzle rated in the spec's range, or gives up
// after seTries and sets d.err.
func (d *digger) nextRated() board.Grid {
	for range seTries {
		if d.err = d.late(); d.err != nil {
			return board.Grid{}
		}
		g := d.nextDug()
		if d.err != nil || d.rated(&g) {
			return g
		}
	}
	d.err = fmt.Errorf("could not make a puzzle rated %d.%d~%d.%d in %d tries; up to about 9.0 they are made readily",
		d.spec.seLo/10, d.spec.seLo%10, d.spec.seHi/10, d.spec.seHi%10, seTries)
	return board.Grid{}
}
