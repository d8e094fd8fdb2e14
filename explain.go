package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
)

// -rate and -explain read puzzles into batches, which a sequencer
// analyses on every core and writes in input order, as -s does. A puzzle
// is analysed by counting its solutions with the solver and, if it has
// one, solving it step by step with the explainer.
//
// -rate writes a header line naming the columns, then a line a puzzle,
// the columns separated by tabs: the puzzle's number from 1, its givens,
// its solutions (0, 1, or 2 for two or more), its level (1 to 3, 0 unless
// it has one solution), the hardest technique it needs, its rating on
// Sudoku Explainer's scale (se.go), the steps taken, how many times each
// technique was used in the order tried, and the puzzle as a line of 81
// digits, 0 for a blank. Where a puzzle has not one solution, the columns
// from the hardest technique to the last count hold "-"; a puzzle with no
// blank needs no technique, "-" too, and is rated 0.0.
//
// -explain writes a block a puzzle, with an empty line between blocks: a
// header line, "puzzle 1: level 2, 51 steps, hardest hidden pair" ("0
// steps, hardest none" for a puzzle with no blank), then a line a step,
// "12. hidden single in box 4: r5c2=8", then the solved grid in the output
// form. A puzzle without a solution, or with several, gets
// only the header, "puzzle 2: no solution", "puzzle 3: several solutions".

// An analysis is the analysis of a run of puzzles, formatted.
type analysis struct {
	first   int // the number of puzzles before it
	puzzles []puzzle
	out     []byte
}

var stepSolvers = sync.Pool{New: func() any { return new(stepSolver) }}

// seEngines keeps the SE raters' scratch space from batch to batch.
var seEngines = sync.Pool{New: func() any { return new(seEngine) }}

// rateHeader is the header line of -rate.
var rateHeader = "puzzle\tgivens\tsolutions\tlevel\thardest\tse\tsteps\t" +
	strings.Join(techniqueName[:], "\t") + "\tgrid\n"

// analyseAll rates or explains the puzzles read from r, named name in
// messages, and writes the report to gw. It returns a malformed input, in
// which case the output is incomplete and must be discarded, or the error
// that stopped it.
func analyseAll(r io.Reader, name string, gw *gridWriter, explain bool) error {
	most := 64 // an explanation is long: fewer a batch bound the memory
	if explain {
		most = 16
	} else if err := gw.writeText(lineEnds([]byte(rateHeader), gw.writesForm()), 0); err != nil {
		return err
	}
	return inBatches(r, name, most, gw, func(first int, ps []puzzle) func() error {
		rp := &analysis{first: first, puzzles: ps}
		rp.analyse(gw.writesForm(), explain)
		return func() error { return gw.writeText(rp.out, len(rp.puzzles)) }
	})
}

// analyse rates or explains the puzzles of rp into rp.out.
func (rp *analysis) analyse(f form, explain bool) {
	s := stepSolvers.Get().(*stepSolver)
	defer stepSolvers.Put(s)
	e := seEngines.Get().(*seEngine)
	defer seEngines.Put(e)
	lf := f // lines end in LF until the batch is done
	lf.crlf = false
	for k := range rp.puzzles {
		p := &rp.puzzles[k].grid
		sol := *p
		n := solve(&sol, 2)
		// Only a puzzle shown to have one solution is explained: the
		// uniqueness techniques, unique rectangle and bug+1, rely on it.
		var se seRating
		e.describeSteps(explain)
		if n == 1 {
			se = e.rate(p)
		}
		if explain {
			rp.out = appendExplanation(rp.out, rp.first+k+1, n, p, &sol, e, se, s, lf)
			continue
		}
		if n == 1 {
			s.init(p, &sol, false)
			s.solve()
		}
		rp.out = appendRating(rp.out, rp.first+k+1, p, n, s, se)
	}
	rp.out = lineEnds(rp.out, f)
}

// lineEnds returns text, whose lines end in LF, with the line ends of form
// f.
func lineEnds(text []byte, f form) []byte {
	if !f.crlf {
		return text
	}
	return bytes.ReplaceAll(text, []byte("\n"), []byte("\r\n"))
}

// appendRating appends the line of -rate for puzzle p, number num, with n
// solutions, explained by s and rated se if it has one.
func appendRating(dst []byte, num int, p *Grid, n int, s *stepSolver, se seRating) []byte {
	givens := 0
	for _, d := range p {
		if d != 0 {
			givens++
		}
	}
	dst = fmt.Appendf(dst, "%d\t%d\t%d\t", num, givens, n)
	if n != 1 {
		dst = append(dst, "0\t-\t-\t-"...)
		dst = append(dst, strings.Repeat("\t-", int(nTechniques))...)
	} else {
		dst = fmt.Appendf(dst, "%d\t%s\t%s\t%d", s.level(), hardestName(s, "-"), se.text(), s.stepCount())
		for _, used := range s.usedCounts() {
			dst = fmt.Appendf(dst, "\t%d", used)
		}
	}
	dst = append(dst, '\t')
	return form{layout: lineLayout}.appendGrid(dst, p)
}

// hardestName names the hardest technique s used, or none if it took no
// step, as a puzzle with no blank needs none.
func hardestName(s *stepSolver, none string) string {
	if s.stepCount() == 0 {
		return none
	}
	return techniqueName[s.hardest()]
}

// appendExplanation appends the block of -explain for puzzle p, number
// num, with n solutions: if it has one, sol, its header, the steps of the
// SE rater e, which rated it se, and the solved grid in form f. Where SE's
// techniques stop short, the explainer s goes on from there with its own.
func appendExplanation(dst []byte, num, n int, p, sol *Grid, e *seEngine, se seRating, s *stepSolver, f form) []byte {
	if num > 1 {
		dst = append(dst, '\n')
	}
	dst = fmt.Appendf(dst, "puzzle %d: ", num)
	switch n {
	case 0:
		return append(dst, "no solution\n"...)
	case 2:
		return append(dst, "several solutions\n"...)
	}
	steps := e.stepsText()
	if se.beyond {
		grid, cand := e.position()
		s.initFrom(p, sol, grid, cand, se.steps)
		s.solve()
		steps = append(steps, s.stepsText()...)
		se.steps = s.stepCount()
	}
	dst = fmt.Appendf(dst, "level %d, se %s, %d steps, hardest %s\n", rate(p), se.text(), se.steps, se.hardest())
	dst = append(dst, steps...)
	return f.appendGrid(dst, sol)
}
