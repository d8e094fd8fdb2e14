package board

// The Solver's tests import oracle, which imports board, so they are
// external tests; these hooks give them the insides they look at.

// BoxRowsCut applies to puzzle g the rules of update, then those of the
// rows of boxes (boxRows) on all three bands, and returns the candidates
// boxRows removed: cut[9b+d] holds the cells of band b, in the band's 27
// bits, where it removed digit d+1. ok is false where either found a
// contradiction.
func BoxRowsCut(g *Grid) (cut [27]uint32, ok bool) {
	var bd bandBoard
	if !bd.init(g) {
		return cut, false
	}
	if _, ok = bd.update(); !ok {
		return cut, false
	}
	before := bd
	if _, ok = bd.boxRows(7); !ok {
		return cut, false
	}
	for k := range cut {
		cut[k] = before.f[k] &^ bd.f[k]
	}
	return cut, true
}

// GuessesOf returns the count of boards s has copied for guesses, which
// the benchmarks reset and report.
func GuessesOf(s *Solver) *int { return &s.guesses }
