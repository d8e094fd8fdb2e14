package explain

// Besides Run, these tests analyse a batch and explain one puzzle, which only the package sees.

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
	"sudoku/internal/rate"
	"sudoku/internal/read"
	"sudoku/internal/se"
)

// checkSteps explains p, whose only solution is sol, with the step
// explainer alone, checking that its steps replay against the solution:
// no step contradicts it, and they end with it. It returns the explainer.
func checkSteps(t testing.TB, p, sol *board.Grid) *rate.Solver {
	t.Helper()
	s := &rate.Solver{}
	s.Init(p, sol, true)
	s.Solve()
	steps := strings.Split(strings.TrimSuffix(string(s.Text()), "\n"), "\n")
	if s.Steps() == 0 {
		steps = nil
	}
	r, err := replay(*p, *sol, steps)
	if err != nil {
		t.Fatalf("%v: %v", p, err)
	}
	if r.steps != s.Steps() || r.steps > 0 && !r.beyond {
		t.Fatalf("%v: %d steps replayed of %d, beyond SE's %v", p, r.steps, s.Steps(), r.beyond)
	}
	return s
}

// No step of the explanation of a puzzle of the collections contradicts
// its solution, and every puzzle is explained to the end. The suite
// explains a sample of each collection, spread over it; with SUDOKU_ALL
// set, every puzzle (the hardest take some minutes).
func TestExplainData(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, set := range oracle.DataSets {
		if set.Name == "serg" {
			continue // several solutions each
		}
		t.Run(set.Name, func(t *testing.T) {
			t.Parallel()
			puzzles := oracle.ReadData(t, set.File)
			every := map[string]int{"17clue": 20, "top1465": 4, "hardest11plus": 500, "hardest1106": 4, "qqwing": 10}[set.Name]
			if os.Getenv("SUDOKU_ALL") != "" {
				every = 1
			}
			for k := 0; k < len(puzzles); k += every {
				sol := puzzles[k]
				if board.Solve(&sol, 2) != 1 {
					t.Fatalf("puzzle %d has not one solution", k+1)
				}
				checkSteps(t, &puzzles[k], &sol)
			}
		})
	}
}

// stepLine matches a step: its number, and after the last ": " its effect.
var stepLine = regexp.MustCompile(`^([0-9]+)\. (.*): ([^:]*)$`)

// effectToken matches a placement r5c2=8 or a removal r1c7<>7.
var effectToken = regexp.MustCompile(`^r([1-9])c([1-9])(=|<>)([1-9])$`)

// stepRating matches the technique of a step and its SE rating:
// "hidden pair (3.4)", followed by what it saw.
var stepRating = regexp.MustCompile(`^(.+?) \(([0-9]+\.[0-9])\)`)

// seTechniques are SE's techniques as the steps name them, written out:
// SukakuExplainer's names, in lower case. A step may name one more
// closely ("dynamic region forcing chains (+ forcing chains)").
var seTechniques = []string{
	"hidden single", "direct pointing", "direct claiming", "direct hidden pair",
	"direct hidden triplet", "naked single", "pointing", "claiming",
	"naked pair", "naked triplet", "naked quad", "x-wing", "swordfish",
	"jellyfish", "hidden pair", "hidden triplet", "hidden quad",
	"skyscraper", "string kite", "strong links", "x-loop", "xy-wing",
	"xyz-wing", "unique rectangle", "unique loop", "wxyz-wing", "vwxyz-wing",
	"uvwxyz-wing", "tuvwxyz-wing", "bug", "aligned pair exclusion",
	"aligned triplet exclusion", "x-cycle", "y-cycle", "bidirectional cycle",
	"forcing x-chain", "forcing chain", "nishio forcing chain",
	"cell forcing chains", "region forcing chains", "double forcing chain",
	"contradiction forcing chain",
}

// A replayed explanation is what its steps tell: their number, the
// highest SE rating and the first step's technique that reached it, and
// whether SE's techniques stopped short, the explainer's own going on.
type replayed struct {
	steps   int
	se      string
	hardest string
	beyond  bool
}

// replay checks the steps of an explanation of puzzle p against its only
// solution sol, knowing only the rules: the steps are numbered from 1,
// each names a technique, SE's with its rating (the explainer's own, with
// none, may go on from where SE's stop), and either places the solution's
// digit in an open cell that still has it as a candidate, or removes
// candidates that are still there and are not the solution's; and they
// place every blank.
func replay(p, sol board.Grid, steps []string) (replayed, error) {
	r := replayed{se: "0.0", hardest: "none"}
	var can [81][10]bool
	val := p
	for i := range 81 {
		for d := 1; d <= 9; d++ {
			can[i][d] = p[i] == 0 && oracle.Fits(&p, i, uint8(d))
		}
	}
	for k, line := range steps {
		m := stepLine.FindStringSubmatch(line)
		if m == nil || m[1] != strconv.Itoa(k+1) {
			return r, fmt.Errorf("step %d reads %q", k+1, line)
		}
		if err := r.technique(m[2]); err != nil {
			return r, fmt.Errorf("step %d: %v", k+1, err)
		}
		tokens := strings.Fields(m[3])
		for _, tok := range tokens {
			e := effectToken.FindStringSubmatch(tok)
			if e == nil {
				return r, fmt.Errorf("step %d: bad effect %q", k+1, tok)
			}
			i, d := (int(e[1][0])-'1')*9+int(e[2][0]-'1'), uint8(e[4][0]-'0')
			if val[i] != 0 || !can[i][d] {
				return r, fmt.Errorf("step %d: %s is no candidate", k+1, tok)
			}
			if e[3] == "=" {
				if d != sol[i] || tok != tokens[len(tokens)-1] {
					return r, fmt.Errorf("step %d: %q places a digit wrongly", k+1, line)
				}
				val[i] = d
				for _, u := range oracle.CellUnits[i] {
					for _, j := range oracle.Units[u] {
						can[j][d] = false
					}
				}
				continue
			}
			if d == sol[i] {
				return r, fmt.Errorf("step %d: %s removes the solution's digit", k+1, tok)
			}
			can[i][d] = false
		}
		r.steps++
	}
	if val != sol {
		return r, fmt.Errorf("the steps end with %v, not the solution", val)
	}
	return r, nil
}

// technique reads the technique of a step, what comes before its last
// ": ", into r.
func (r *replayed) technique(text string) error {
	if m := stepRating.FindStringSubmatch(text); m != nil && !r.beyond {
		name := strings.TrimPrefix(strings.TrimPrefix(m[1], "dynamic "), "grouped ")
		for _, known := range seTechniques {
			if strings.Contains(name, known) {
				if rating, _ := strconv.ParseFloat(m[2], 64); r.steps == 0 || rating > mustFloat(r.se) {
					r.se, r.hardest = m[2], m[1]
				}
				return nil
			}
		}
		return fmt.Errorf("no technique of SE's: %q", text)
	}
	for _, name := range rate.TechniqueNames {
		if strings.HasPrefix(text+":", name+":") || strings.HasPrefix(text, name+" ") {
			r.beyond = true
			return nil
		}
	}
	return fmt.Errorf("no technique: %q", text)
}

func mustFloat(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

// A block is what -explain writes for one puzzle.
type block struct {
	header string
	steps  []string
	grid   string // the solved grid's text
}

// readBlocks splits the output of -explain into blocks: one empty line
// between blocks, a header line, lines of steps, then the grid.
func readBlocks(t testing.TB, text string) []block {
	t.Helper()
	if !strings.HasSuffix(text, "\n") || strings.HasSuffix(text, "\n\n") {
		t.Fatalf("output does not end in a single line end: %q", text[max(0, len(text)-20):])
	}
	var blocks []block
	for _, part := range strings.Split(strings.TrimSuffix(text, "\n"), "\n\n") {
		lines := strings.Split(part, "\n")
		b := block{header: lines[0]}
		lines = lines[1:]
		for len(lines) > 0 && stepLine.MatchString(lines[0]) {
			b.steps = append(b.steps, lines[0])
			lines = lines[1:]
		}
		if len(lines) > 0 {
			b.grid = strings.Join(lines, "\n") + "\n"
		}
		blocks = append(blocks, b)
	}
	return blocks
}

// isSolution reports whether text is grid sol in form f: read without
// the program's code in the pretty form, written so in the others.
func isSolution(text string, sol board.Grid, f output.Form) bool {
	if f.Layout == output.PrettyLayout {
		g, err := oracle.ParsePretty(text)
		return err == nil && g == sol
	}
	return text == oracle.Text(f.IsLine(), sol)
}

// checkExplanations checks the output of -explain for puzzles in form f:
// a block for each, in order, its header right, its steps replayed against
// the solution, and the solution after them.
func checkExplanations(t testing.TB, text string, puzzles []board.Grid, f output.Form) {
	t.Helper()
	blocks := readBlocks(t, text)
	if len(blocks) != len(puzzles) {
		t.Fatalf("%d blocks for %d puzzles", len(blocks), len(puzzles))
	}
	for k, p := range puzzles {
		b := blocks[k]
		switch oracle.CountSolutions(p, 2) {
		case 0:
			if want := fmt.Sprintf("puzzle %d: no solution", k+1); b.header != want || b.steps != nil || b.grid != "" {
				t.Fatalf("block %d: %q %q %q, want only %q", k+1, b.header, b.steps, b.grid, want)
			}
			continue
		case 2:
			if want := fmt.Sprintf("puzzle %d: several solutions", k+1); b.header != want || b.steps != nil || b.grid != "" {
				t.Fatalf("block %d: %q %q %q, want only %q", k+1, b.header, b.steps, b.grid, want)
			}
			continue
		}
		sol := oracle.Solution(t, p) // the only one, counted above
		r, err := replay(p, sol, b.steps)
		if err != nil {
			t.Fatalf("puzzle %d: %v", k+1, err)
		}
		se := new(se.Engine).Rate(&p)
		if r.beyond {
			r.se, r.hardest = "20.0", "beyond SE's techniques"
		}
		if r.beyond != se.Beyond || r.se != se.String() {
			t.Fatalf("puzzle %d: the steps rate %s, the SE rater %s", k+1, r.se, se.String())
		}
		want := fmt.Sprintf("puzzle %d: level %d, se %s, %d steps, hardest %s", k+1, oracle.Level(p), r.se, r.steps, r.hardest)
		if b.header != want {
			t.Fatalf("header %q, want %q", b.header, want)
		}
		if !isSolution(b.grid, sol, f) {
			t.Fatalf("puzzle %d: grid\n%s\nwant\n%s", k+1, b.grid, oracle.Text(f.IsLine(), sol))
		}
	}
}

// dug returns the first n puzzles of testdata/name, made by the
// program's -n with the flags on the file's first line.
func dug(t testing.TB, name string, n int) []board.Grid {
	t.Helper()
	puzzles := oracle.Puzzles(t, filepath.Join("testdata", name))
	if len(puzzles) < n {
		t.Fatalf("testdata/%s holds %d puzzles, want %d", name, len(puzzles), n)
	}
	return puzzles[:n]
}

// samplePuzzles returns puzzles of every kind: dug to each level, with one
// solution and many blanks, with cells blanked at random (several
// solutions), the hardest, without a solution, and unless the tests are
// short a sample of each collection.
func samplePuzzles(t testing.TB, n int) []board.Grid {
	var puzzles []board.Grid
	for level := 1; level <= 3; level++ {
		puzzles = append(puzzles, dug(t, fmt.Sprintf("dug_m%d.txt", level), n)...)
	}
	unique := dug(t, "dug_u.txt", n) // -u -r 50~58
	puzzles = append(puzzles, unique...)
	// The solutions of the puzzles with one solution are random grids.
	rng := rand.New(rand.NewPCG(3, 4))
	for _, p := range unique {
		board.Solve(&p, 1)
		for _, i := range rng.Perm(81)[:55+rng.IntN(10)] {
			p[i] = 0
		}
		puzzles = append(puzzles, p)
	}
	// The hardest, of testdata/hard.txt and the collections of the
	// hardest, take the SE rater seconds each (nested chains): the SE
	// tests have their own, and TestExplainBeyond the explainer's last
	// resorts.
	for _, name := range []string{"multi.txt", "unsolvable.txt"} {
		puzzles = append(puzzles, oracle.Puzzles(t, oracle.Testdata(name))...)
	}
	if testing.Short() {
		return puzzles
	}
	for _, set := range oracle.DataSets {
		if strings.HasPrefix(set.Name, "hardest") {
			continue
		}
		name := filepath.Join(oracle.DataDir(), set.File)
		if _, err := os.Stat(name); err != nil {
			continue
		}
		all := oracle.Puzzles(t, name)
		for k := range n / 4 {
			puzzles = append(puzzles, all[k*len(all)/(n/4)])
		}
	}
	return puzzles
}

// analysed returns what Run writes for the text in in form f.
func analysed(t testing.TB, in string, f output.Form, steps bool) string {
	t.Helper()
	var buf bytes.Buffer
	if err := Run(strings.NewReader(in), "p.txt", output.NewGridWriter(&buf, f), steps); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// The explanations of puzzles of every kind, on two cores, replay against
// the solutions.
func TestExplainSample(t *testing.T) {
	n := 24
	if testing.Short() {
		n = 4
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	puzzles := samplePuzzles(t, n)
	forms := []output.Form{{}, {Layout: output.LineLayout}}
	if testing.Short() {
		forms = forms[:1] // the golden files have both
	}
	for _, f := range forms {
		checkExplanations(t, analysed(t, oracle.Text(true, puzzles...), f, true), puzzles, f)
	}
}

// The golden files of -rate and -explain on testdata/analyse.txt, which
// the program's end-to-end runs must write byte for byte (TestAnalyseRun,
// whose -update rewrites them), are what Run writes, and the steps of
// -explain's replay against the solutions in every form.
func TestExplainGolden(t *testing.T) {
	input := string(oracle.ReadFile(t, oracle.Testdata("analyse.txt")))
	puzzles := oracle.Puzzles(t, oracle.Testdata("analyse.txt"))
	for _, tt := range []struct {
		golden string
		f      output.Form
	}{
		{"rate.golden", output.Form{}},
		{"explain.golden", output.Form{}},
		{"explain.line.golden", output.Form{Layout: output.LineLayout}},
		{"explain.pretty.golden", output.Form{Layout: output.PrettyLayout}},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			want := string(oracle.ReadFile(t, oracle.Testdata(tt.golden)))
			steps := strings.HasPrefix(tt.golden, "explain")
			if got := analysed(t, input, tt.f, steps); got != want {
				t.Errorf("got\n%s\nwant testdata/%s", got, tt.golden)
			}
			if steps {
				checkExplanations(t, want, puzzles, tt.f)
			}
			if tt.f.Layout == output.PrettyLayout {
				checkPrettyExplanations(t, want, string(oracle.ReadFile(t, oracle.Testdata("explain.golden"))), puzzles)
			}
		})
	}
}

// checkPrettyExplanations checks the output of -explain -format pretty
// against that of the grid form, plain: the same headers and steps, and
// in place of each grid the same solution in bordered boxes, read here
// without the program's code and checked against the puzzle.
func checkPrettyExplanations(t *testing.T, pretty, plain string, puzzles []board.Grid) {
	t.Helper()
	got, want := readBlocks(t, pretty), readBlocks(t, plain)
	if len(got) != len(puzzles) || len(want) != len(puzzles) {
		t.Fatalf("%d blocks in pretty form, %d in grid form, for %d puzzles", len(got), len(want), len(puzzles))
	}
	for k, p := range puzzles {
		b := got[k]
		if b.header != want[k].header || !slices.Equal(b.steps, want[k].steps) {
			t.Fatalf("puzzle %d: header or steps not as in the grid form: %q", k+1, b.header)
		}
		if b.grid == "" {
			if want[k].grid != "" || oracle.CountSolutions(p, 2) == 1 {
				t.Fatalf("puzzle %d: no grid after %q", k+1, b.header)
			}
			continue
		}
		sol, err := oracle.ParsePretty(b.grid)
		if err != nil {
			t.Fatalf("puzzle %d: %v", k+1, err)
		}
		// A valid grid keeping every given of a puzzle of one solution is
		// that solution.
		if err := oracle.CheckSolution(&p, &sol); err != nil || oracle.CountSolutions(p, 2) != 1 {
			t.Fatalf("puzzle %d: the grid is no solution (%v), or the puzzle has not one:\n%s", k+1, err, b.grid)
		}
		if plain := oracle.ParseGrids(t, []byte(want[k].grid)); plain[0] != sol {
			t.Fatalf("puzzle %d: the grid form's solution differs:\n%s", k+1, b.grid)
		}
	}
}

// rateHeaderText is the header of -rate, written out.
const rateHeaderText = "puzzle\tgivens\tsolutions\tlevel\thardest\tse\tsteps\tnaked single\thidden single\t" +
	"pointing\tclaiming\tnaked pair\thidden pair\tx-wing\tnaked triple\thidden triple\tswordfish\t" +
	"xy-wing\txyz-wing\tunique rectangle\tnaked quad\thidden quad\tjellyfish\tbug+1\tremote pair\t" +
	"x-chain\txy-chain\taic\tgrouped aic\tforcing\ttrial\tgrid\n"

// The columns of -rate agree with the tests' own counter and human solver,
// with the rater, the explainer and the SE rater.
func TestRateColumns(t *testing.T) {
	n := 24
	if testing.Short() {
		n = 4
	}
	puzzles := samplePuzzles(t, n)
	text := analysed(t, oracle.Text(true, puzzles...), output.Form{}, false)
	header, rest, _ := strings.Cut(text, "\n")
	if header+"\n" != rateHeaderText {
		t.Fatalf("header\n%q\nwant\n%q", header, rateHeaderText)
	}
	lines := strings.Split(strings.TrimSuffix(rest, "\n"), "\n")
	if len(lines) != len(puzzles) {
		t.Fatalf("%d lines for %d puzzles", len(lines), len(puzzles))
	}
	var levels [4]int
	for k, p := range puzzles {
		cols := strings.Split(lines[k], "\t")
		if len(cols) != 32 {
			t.Fatalf("line %d has %d columns: %q", k+1, len(cols), lines[k])
		}
		givens := 0
		for _, d := range p {
			if d != 0 {
				givens++
			}
		}
		solutions := oracle.CountSolutions(p, 2)
		head := fmt.Sprintf("%d\t%d\t%d", k+1, givens, solutions)
		if got := strings.Join(cols[:3], "\t"); got != head {
			t.Fatalf("line %d starts %q, want %q", k+1, got, head)
		}
		if cols[31] != strings.TrimSuffix(oracle.Text(true, p), "\n") {
			t.Fatalf("line %d: grid %s", k+1, cols[31])
		}
		level, _ := strconv.Atoi(cols[3])
		levels[level]++
		if solutions != 1 {
			if want := "0\t-\t-\t-" + strings.Repeat("\t-", 24); strings.Join(cols[3:31], "\t") != want {
				t.Fatalf("line %d: %q, want %q", k+1, lines[k], want)
			}
			continue
		}
		if want := oracle.Level(p); level != want || level != rate.Level(&p) {
			t.Fatalf("line %d: level %d, the human solver says %d, rate %d", k+1, level, want, rate.Level(&p))
		}
		sol := oracle.Solution(t, p) // the only one, counted above
		s := checkSteps(t, &p, &sol)
		steps, hardest := 0, 0
		for tech, n := range s.Used() {
			if cols[7+tech] != strconv.Itoa(n) {
				t.Fatalf("line %d: %s %s times, the explainer %d", k+1, rate.TechniqueNames[tech], cols[7+tech], n)
			}
			if n > 0 {
				hardest = tech
			}
			steps += n
		}
		name := rate.TechniqueNames[hardest]
		if steps == 0 {
			name = "-" // a puzzle with no blank
		}
		if cols[4] != name || cols[6] != strconv.Itoa(steps) || s.Level() != level {
			t.Fatalf("line %d: hardest %q in %s steps at level %d, want %q in %d at level %d", k+1, cols[4], cols[6], level, name, steps, s.Level())
		}
		if want := new(se.Engine).Rate(&p).String(); cols[5] != want {
			t.Fatalf("line %d: se %s, the SE rater says %s", k+1, cols[5], want)
		}
	}
	if levels[0] == 0 || levels[1] == 0 || levels[2] == 0 || levels[3] == 0 {
		t.Errorf("levels %v: one is missing from the sample", levels)
	}
}

// BenchmarkAnalyse reports the time to rate a puzzle of each collection,
// counting its solutions and solving it step by step, and the share of
// puzzles explained without a last resort, of the first 2000 of each (20
// of the hardest, whose SE ratings take seconds).
func BenchmarkAnalyse(b *testing.B) {
	lastResort := slices.Index(rate.TechniqueNames[:], "forcing") // and trial after it
	for _, set := range oracle.DataSets {
		b.Run(set.Name, func(b *testing.B) {
			puzzles := oracle.ReadData(b, set.File)
			most := 2000
			if strings.HasPrefix(set.Name, "hardest") {
				most = 20
			}
			puzzles = puzzles[:min(len(puzzles), most)]
			rp := analysis{puzzles: make([]read.Puzzle, len(puzzles))}
			for k := range puzzles {
				rp.puzzles[k].Grid = puzzles[k]
			}
			for b.Loop() {
				rp.out = rp.out[:0]
				rp.analyse(output.Form{}, false)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
			b.ReportMetric(0, "ns/op")
			unique, logical := 0, 0
			for line := range strings.Lines(string(rp.out)) {
				cols := strings.Split(line, "\t")
				if cols[2] == "1" {
					unique++
					last := 0 // the steps of a last resort
					for tech := lastResort; tech < len(rate.TechniqueNames); tech++ {
						n, _ := strconv.Atoi(cols[7+tech])
						last += n
					}
					if last == 0 {
						logical++
					}
				}
			}
			if unique > 0 {
				b.ReportMetric(100*float64(logical)/float64(unique), "%logic")
			}
		})
	}
}

// Where SE's techniques stop short, the explainer's own finish the
// explanation, its forcing steps and trials among them, and the header
// gives SE's 20.0: shown on the hardest puzzles of testdata with the SE
// rater stopped above 10.1, where its techniques up to dynamic chains (+),
// before the nested ones, stop short (TestSEBeyond), and the rating told
// so.
func TestExplainBeyond(t *testing.T) {
	hard := oracle.Puzzles(t, oracle.Testdata("hard.txt"))
	if testing.Short() {
		hard = hard[:1]
	}
	var e se.Engine
	e.DescribeSteps(true)
	e.StopAbove(10.1)
	s := new(rate.Solver)
	f := output.Form{Layout: output.LineLayout}
	for _, p := range hard {
		sol := oracle.Solution(t, p)
		stopped := e.Rate(&p)
		if stopped.Beyond || se.Tenths(stopped.ER) <= 101 {
			t.Fatalf("%v: rated %s, want a stop above 10.1", p, stopped.String())
		}
		r := se.Rating{ER: 20, Beyond: true, Steps: bytes.Count(e.Text(), []byte("\n"))}
		text := string(appendExplanation(nil, 1, 1, &p, &sol, &e, r, s, f))
		b := readBlocks(t, text)[0]
		got, err := replay(p, sol, b.steps)
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("puzzle 1: level 3, se 20.0, %d steps, hardest beyond SE's techniques", got.steps)
		if !got.beyond || b.header != want || !isSolution(b.grid, sol, f) {
			t.Fatalf("header %q, want %q (beyond %v), grid\n%s", b.header, want, got.beyond, b.grid)
		}
	}
}
