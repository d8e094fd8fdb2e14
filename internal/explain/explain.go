package explain

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"

	"sudoku/internal/batch"
	"sudoku/internal/board"
	"sudoku/internal/output"
	"sudoku/internal/rate"
	"sudoku/internal/read"
	"sudoku/internal/se"
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
// Sudoku Explainer's scale (package se), the steps taken, how many times each
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
	puzzles []read.Puzzle
	out     []byte
}

var stepSolvers = sync.Pool{New: func() any { return new(rate.Solver) }}

// seEngines keeps the SE raters' scratch space from batch to batch.
var seEngines = sync.Pool{New: func() any { return new(se.Engine) }}

// rateHeader is the header line of -rate.
var rateHeader = "puzzle\tgivens\tsolutions\tlevel\thardest\tse\tsteps\t" +
	strings.Join(rate.TechniqueNames[:], "\t") + "\tgrid\n"

// Run rates or explains the puzzles read from r, named name in
// messages, and writes the report to gw. It returns a malformed input, in
// which case the output is incomplete and must be discarded, or the error
// that stopped it.
func Run(r io.Reader, name string, gw *output.GridWriter, explain bool) error {
	most := 64 // an explanation is long: fewer a batch bound the memory
	if explain {
		most = 16
	} else if err := gw.WriteText(lineEnds([]byte(rateHeader), gw.Form()), 0); err != nil {
		return err
	}
	return batch.Run(r, name, most, gw, func(first int, ps []read.Puzzle) func() error {
		rp := &analysis{first: first, puzzles: ps}
		rp.analyse(gw.Form(), explain)
		return func() error { return gw.WriteText(rp.out, len(rp.puzzles)) }
	})
}

// analyse rates or explains the puzzles of rp into rp.out.
func (rp *analysis) analyse(f output.Form, explain bool) {
	s := stepSolvers.Get().(*rate.Solver)
	defer stepSolvers.Put(s)
	e := seEngines.Get().(*se.Engine)
	defer seEngines.Put(e)
	lf := f // lines end in LF until the batch is done
	lf.CRLF = false
	for k := range rp.puzzles {
		p := &rp.puzzles[k].Grid
		sol := *p
		n := board.Solve(&sol, 2)
		// Only a puzzle shown to have one solution is explained: the
		// uniqueness techniques, unique rectangle and bug+1, rely on it.
		var se se.Rating
		e.DescribeSteps(explain)
		if n == 1 {
			se = e.Rate(p)
		}
		if explain {
			rp.out = appendExplanation(rp.out, rp.first+k+1, n, p, &sol, e, se, s, lf)
			continue
		}
		if n == 1 {
			s.Init(p, &sol, false)
			s.Solve()
		}
		rp.out = appendRating(rp.out, rp.first+k+1, p, n, s, se)
	}
	rp.out = lineEnds(rp.out, f)
}

// lineEnds returns text, whose lines end in LF, with the line ends of form
// f.
func lineEnds(text []byte, f output.Form) []byte {
	if !f.CRLF {
		return text
	}
	return bytes.ReplaceAll(text, []byte("\n"), []byte("\r\n"))
}

// appendRating appends the line of -rate for puzzle p, number num, with n
// solutions, explained by s and rated se if it has one.
func appendRating(dst []byte, num int, p *board.Grid, n int, s *rate.Solver, se se.Rating) []byte {
	givens := 0
	for _, d := range p {
		if d != 0 {
			givens++
		}
	}
	dst = fmt.Appendf(dst, "%d\t%d\t%d\t", num, givens, n)
	if n != 1 {
		dst = append(dst, "0\t-\t-\t-"...)
		dst = append(dst, strings.Repeat("\t-", int(rate.NTechniques))...)
	} else {
		dst = fmt.Appendf(dst, "%d\t%s\t%s\t%d", s.Level(), hardestName(s, "-"), se.String(), s.Steps())
		for _, used := range s.Used() {
			dst = fmt.Appendf(dst, "\t%d", used)
		}
	}
	dst = append(dst, '\t')
	return output.Form{Layout: output.LineLayout}.AppendGrid(dst, p)
}

// hardestName names the hardest technique s used, or none if it took no
// step, as a puzzle with no blank needs none.
func hardestName(s *rate.Solver, none string) string {
	if s.Steps() == 0 {
		return none
	}
	return rate.TechniqueNames[s.Hardest()]
}

// appendExplanation appends the block of -explain for puzzle p, number
// num, with n solutions: if it has one, sol, its header, the steps of the
// SE rater e, which rated it se, and the solved grid in form f. Where SE's
// techniques stop short, the explainer s goes on from there with its own.
func appendExplanation(dst []byte, num, n int, p, sol *board.Grid, e *se.Engine, se se.Rating, s *rate.Solver, f output.Form) []byte {
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
	steps := e.Text()
	if se.Beyond {
		grid, cand := e.Position()
		s.InitFrom(p, sol, grid, cand, se.Steps)
		s.Solve()
		steps = append(steps, s.Text()...)
		se.Steps = s.Steps()
	}
	dst = fmt.Appendf(dst, "level %d, se %s, %d steps, hardest %s\n", rate.Level(p), se.String(), se.Steps, se.Hardest())
	dst = append(dst, steps...)
	return f.AppendGrid(dst, sol)
}
