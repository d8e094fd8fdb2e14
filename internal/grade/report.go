package grade

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"sudoku/internal/output"
)

// scoreParts are the parts of the score, in the order of the report.
var scoreParts = []*part{smallGrids, smallSolves, badLines, manyGrids, mostGrids, manySolves}

// partsOf returns the parts that points count for, in that order.
func partsOf(points []point) []*part {
	var parts []*part
	for _, pt := range scoreParts {
		if slices.ContainsFunc(points, func(p point) bool { return p.part == pt }) {
			parts = append(parts, pt)
		}
	}
	return parts
}

// outOf returns the most points can give for pt.
func outOf(pt *part, points []point) float64 {
	total := 0.0
	for _, p := range points {
		if p.part == pt {
			total += pt.each + pt.rank
		}
	}
	return total
}

// score sets the scores of each submission graded, one for each part of
// partsOf(points): for each point that passes, its part's each, and for a
// large one a share of rank by its time among the submissions that pass
// it, the fastest all of it and each next one 1/m less, m their number.
func score(subs []*submission, points []point) {
	parts := partsOf(points)
	for _, s := range subs {
		if s.err != nil {
			continue
		}
		s.scores = make([]float64, len(parts))
		for i, p := range points {
			if s.results[i].pass {
				s.scores[slices.Index(parts, p.part)] += p.part.each
			}
		}
	}
	for i, p := range points {
		var passed []*submission
		for _, s := range subs {
			if s.err == nil && s.results[i].pass && p.part.rank > 0 {
				passed = append(passed, s)
			}
		}
		slices.SortStableFunc(passed, func(a, b *submission) int { return int(a.results[i].time - b.results[i].time) })
		m, rank := len(passed), 0
		for j, s := range passed {
			if j == 0 || s.results[i].time != passed[j-1].results[i].time {
				rank = j // ties share the better rank
			}
			s.scores[slices.Index(parts, p.part)] += p.part.rank * float64(m-rank) / float64(m)
		}
	}
}

// total returns the score of s, the sum of its parts.
func (s *submission) total() float64 {
	t := 0.0
	for _, x := range s.scores {
		t += round2(x)
	}
	return t
}

// round2 rounds x to two decimals.
func round2(x float64) float64 { return math.Round(x*100) / 100 }

// number writes x with two decimals at most: 3.75, 1.43, 15.
func number(x float64) string { return strconv.FormatFloat(round2(x), 'f', -1, 64) }

// Report writes the report of subs: a table of each to standard output,
// unless tsv is "-", and to the file tsv, unless it is "", a row of
// tab-separated values for each. It returns an error if a submission was
// not graded.
func (g *grader) report(subs []*submission, tsv string) error {
	bw := bufio.NewWriter(os.Stdout)
	for i, s := range subs {
		if tsv == "-" {
			break
		}
		if i > 0 {
			bw.WriteString("\n")
		}
		g.table(bw, s)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("standard output: %v", err)
	}
	if tsv != "" {
		if err := g.writeTSV(subs, tsv); err != nil {
			return err
		}
	}
	var errs []error
	for _, s := range subs {
		if s.err != nil {
			errs = append(errs, s.err)
		}
	}
	return errors.Join(errs...)
}

// table writes the table of s: a heading, the score and its parts, and a
// line for each point.
func (g *grader) table(w io.Writer, s *submission) {
	fmt.Fprintf(w, "%s\n", s.heading())
	if s.err != nil {
		fmt.Fprintf(w, "not graded: %v\n", s.err)
		return
	}
	parts := partsOf(g.points)
	var b strings.Builder
	for i, pt := range parts {
		fmt.Fprintf(&b, ", %s %s of %s", pt.name, number(s.scores[i]), number(outOf(pt, g.points)))
	}
	fmt.Fprintf(w, "%s\n", g.box.line())
	if len(s.leftOut) > 0 {
		fmt.Fprintf(w, "left out of its copy, as links that lead outside its folder or nowhere: %s\n", strings.Join(s.leftOut, ", "))
	}
	fmt.Fprintf(w, "score %s of %s: %s\n", number(s.total()), number(maxScore(g.points)), b.String()[2:])
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "  point\ttime\tmemory\t× own\tverdict\toutput")
	for i, p := range g.points {
		r := s.results[i]
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%s\n", p.name, seconds(r, " s"), mebibytes(r.peak), ratio(r), r.verdict(), r.notes(p))
	}
	tw.Flush()
}

// maxScore returns the most the points give.
func maxScore(points []point) float64 {
	t := 0.0
	for _, pt := range partsOf(points) {
		t += outOf(pt, points)
	}
	return t
}

// heading names s in the report: its folder or program, the program found,
// the student number and digit, and wine if it runs through wine.
func (s *submission) heading() string {
	h := s.arg
	if rel, err := filepath.Rel(s.arg, s.program); err == nil && s.program != "" && s.program != s.arg {
		h += ": " + filepath.ToSlash(rel)
	}
	switch {
	case s.id != "":
		h += fmt.Sprintf(" (student %s, top-left digit %d)", s.id, s.first)
	case s.first != 0:
		h += fmt.Sprintf(" (top-left digit %d)", s.first)
	default:
		h += " (no top-left digit checked: " + s.noDigit + ")"
	}
	if s.wine != "" {
		h += ", run through wine: its times include wine's"
		if os.Getuid() == 0 {
			h += "; run by root, its processes are not limited" // see launcher
		}
	}
	return h
}

// seconds returns the time of r in seconds, followed by unit, or "" if
// it did not run.
func seconds(r result, unit string) string {
	if !r.ran {
		return ""
	}
	return strconv.FormatFloat(r.time.Seconds(), 'f', 3, 64) + unit
}

// ratio returns the time of r as a multiple of this program's own.
func ratio(r result) string {
	if !r.ran || r.own <= 0 {
		return ""
	}
	return strconv.FormatFloat(float64(r.time)/float64(r.own), 'f', 1, 64)
}

// notes returns what the table says of r after its verdict: the line ends
// and layout of its output, the processes it left running, and the first
// line the program printed where that says something: for a bad command
// line, or a failure.
func (r result) notes(p point) string {
	notes := []string{r.layout, r.leftRunning()}
	if r.output != "" && (p.kind == errorPoint || !r.pass) {
		notes = append(notes, "said "+strconv.Quote(r.output))
	}
	return strings.Join(slices.DeleteFunc(notes, func(n string) bool { return n == "" }), "; ")
}

// writeTSV writes to the file name a header and a row of tab-separated
// values for each submission.
func (g *grader) writeTSV(subs []*submission, name string) error {
	out, err := output.Create(name)
	if err != nil {
		return err
	}
	defer out.Abort()
	head := []string{"submission", "id", "first", "score"}
	for _, pt := range partsOf(g.points) {
		head = append(head, "score "+pt.name)
	}
	for _, p := range g.points {
		head = append(head, p.name, p.name+" s", p.name+" MiB")
	}
	head = append(head, "program", "line ends", "layout", "left running")
	io.WriteString(out, strings.Join(head, "\t")+"\n")
	for _, s := range subs {
		io.WriteString(out, strings.Join(g.row(s, len(head)), "\t")+"\n")
	}
	return out.Commit()
}

// row returns the values of the row of s, n of them.
func (g *grader) row(s *submission, n int) []string {
	row := []string{cell(s.arg), s.id, "", ""}
	if s.first != 0 {
		row[2] = strconv.Itoa(s.first)
	}
	if s.err != nil {
		row = append(row, make([]string, n-len(row)-4)...)
		return append(row, cell("not graded: "+s.err.Error()), "", "", "")
	}
	row[3] = number(s.total())
	for _, x := range s.scores {
		row = append(row, number(x))
	}
	for _, r := range s.results {
		row = append(row, cell(r.verdict()), seconds(r, ""), strings.TrimSuffix(mebibytes(r.peak), " MiB"))
	}
	program := s.program
	if s.wine != "" {
		program += " (through wine)"
	}
	ends, layout := s.layouts(g.points)
	return append(row, cell(program), ends, cell(layout), s.leftRunning(g.points))
}

// leftRunning lists the points at which s left processes running, with
// how many: "-c 1: 1, -c 5: 2".
func (s *submission) leftRunning(points []point) string {
	var list []string
	for i, r := range s.results {
		if r.left > 0 {
			list = append(list, fmt.Sprintf("%s: %d", points[i].name, r.left))
		}
	}
	return strings.Join(list, ", ")
}

// layouts sums up the layout of the outputs of s: the line ends they
// have, and exact if every one was, or else the first point where one was
// not and why.
func (s *submission) layouts(points []point) (ends, layout string) {
	var seen []string
	for i, r := range s.results {
		e, rest, _ := strings.Cut(r.layout, ", ")
		if e != "" && !slices.Contains(seen, e) {
			seen = append(seen, e)
		}
		if layout == "" && strings.HasPrefix(rest, "not exact") {
			layout = points[i].name + ": " + rest
		}
	}
	if layout == "" && len(seen) > 0 {
		layout = "exact"
	}
	return strings.Join(seen, "; "), layout
}

// cell returns text made fit for a cell of tab-separated values: tabs
// and line ends made spaces.
func cell(text string) string {
	return strings.NewReplacer("\t", " ", "\r", " ", "\n", " ").Replace(text)
}
