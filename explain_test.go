package main

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
)

// checkSteps explains p, whose only solution is sol, checking after every
// step that the board still allows the solution, and returns the solver.
func checkSteps(t testing.TB, p, sol *Grid) *stepSolver {
	t.Helper()
	s := &stepSolver{}
	s.init(p, sol, false)
	for s.open > 0 {
		if !s.next() {
			t.Fatalf("%v: stuck after %d steps", p, s.steps)
		}
		for i := range 81 {
			if s.grid[i] != 0 && s.grid[i] != sol[i] || s.grid[i] == 0 && s.cand[i]&(1<<sol[i]) == 0 {
				t.Fatalf("%v: step %d (%s) contradicts the solution at %s", p, s.steps, techniqueName[s.st.tech], cellName(i))
			}
		}
	}
	return s
}

// solutionOf returns a solution of p, which has one, checked.
func solutionOf(t testing.TB, p Grid) Grid {
	t.Helper()
	sol := p
	solve(&sol, 1)
	if err := checkSolution(&p, &sol); err != nil {
		t.Fatal(err)
	}
	return sol
}

// No step of the explanation of a puzzle of the collections contradicts
// its solution, and every puzzle is explained to the end. The suite
// explains a sample of each collection, spread over it; with SUDOKU_ALL
// set, every puzzle (the hardest take some minutes).
func TestExplainData(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, set := range dataSets {
		if set.name == "serg" {
			continue // several solutions each
		}
		t.Run(set.name, func(t *testing.T) {
			t.Parallel()
			puzzles := readData(t, set.file)
			every := map[string]int{"17clue": 20, "top1465": 4, "hardest11plus": 500, "hardest1106": 4, "qqwing": 10}[set.name]
			if os.Getenv("SUDOKU_ALL") != "" {
				every = 1
			}
			for k := 0; k < len(puzzles); k += every {
				sol := puzzles[k]
				if solve(&sol, 2) != 1 {
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
func replay(p, sol Grid, steps []string) (replayed, error) {
	r := replayed{se: "0.0", hardest: "none"}
	var can [81][10]bool
	val := p
	for i := range 81 {
		for d := 1; d <= 9; d++ {
			can[i][d] = p[i] == 0 && fits(&p, i, uint8(d))
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
				for _, u := range testCellUnits[i] {
					for _, j := range testUnits[u] {
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
		for _, known := range seTechName {
			if strings.Contains(name, known) {
				if rating, _ := strconv.ParseFloat(m[2], 64); r.steps == 0 || rating > mustFloat(r.se) {
					r.se, r.hardest = m[2], m[1]
				}
				return nil
			}
		}
		return fmt.Errorf("no technique of SE's: %q", text)
	}
	for _, name := range techniqueName {
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
// between blocks, a header line, lines of steps, then the grid in the form
// given.
func readBlocks(t testing.TB, text string, f form) []block {
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

// checkExplanations checks the output of -explain for puzzles in form f:
// a block for each, in order, its header right, its steps replayed against
// the solution, and the solution after them.
func checkExplanations(t testing.TB, text string, puzzles []Grid, f form) {
	t.Helper()
	blocks := readBlocks(t, text, f)
	if len(blocks) != len(puzzles) {
		t.Fatalf("%d blocks for %d puzzles", len(blocks), len(puzzles))
	}
	for k, p := range puzzles {
		b := blocks[k]
		switch countSolutions(p, 2) {
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
		sol := solutionOf(t, p) // the only one, counted above
		r, err := replay(p, sol, b.steps)
		if err != nil {
			t.Fatalf("puzzle %d: %v", k+1, err)
		}
		se := new(seEngine).rate(&p)
		if r.beyond {
			r.se, r.hardest = "20.0", "beyond SE's techniques"
		}
		if r.beyond != se.beyond || r.se != se.text() {
			t.Fatalf("puzzle %d: the steps rate %s, the SE rater %s", k+1, r.se, se.text())
		}
		want := fmt.Sprintf("puzzle %d: level %d, se %s, %d steps, hardest %s", k+1, humanLevel(p), r.se, r.steps, r.hardest)
		if b.header != want {
			t.Fatalf("header %q, want %q", b.header, want)
		}
		if b.grid != textOf(f, sol) {
			t.Fatalf("puzzle %d: grid\n%s\nwant\n%s", k+1, b.grid, textOf(f, sol))
		}
	}
}

// samplePuzzles returns puzzles of every kind: dug to each level, with one
// solution and many blanks, with cells blanked at random (several
// solutions), the hardest, without a solution, and unless the tests are
// short a sample of each collection.
func samplePuzzles(t testing.TB, n int) []Grid {
	var puzzles []Grid
	for _, spec := range []puzzleSpec{{level: 1}, {level: 2}, {level: 3}, {lo: 50, hi: maxUniqueBlanks, unique: true}} {
		d := newDigger(spec)
		for k := range n {
			d.seed([2]uint64{7, 8}, uint64(k))
			puzzles = append(puzzles, d.next())
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range n {
		p := randomGrid(rng)
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
		puzzles = append(puzzles, loadPuzzles(t, filepath.Join("testdata", name))...)
	}
	if testing.Short() {
		return puzzles
	}
	for _, set := range dataSets {
		name := filepath.Join(dataDir(), set.file)
		if _, err := os.Stat(name); err != nil || strings.HasPrefix(set.name, "hardest") {
			continue
		}
		all := loadPuzzles(t, name)
		for k := range n / 4 {
			puzzles = append(puzzles, all[k*len(all)/(n/4)])
		}
	}
	return puzzles
}

// analysed returns what analyseAll writes for puzzles in form f.
func analysed(t testing.TB, puzzles []Grid, f form, explain bool) string {
	t.Helper()
	in := textOf(form{layout: lineLayout}, puzzles...)
	return string(written(t, f, func(gw *gridWriter) error {
		return analyseAll(strings.NewReader(in), "p.txt", gw, explain)
	}))
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
	forms := []form{{}, {layout: lineLayout}}
	if testing.Short() {
		forms = forms[:1] // the golden files have both
	}
	for _, f := range forms {
		checkExplanations(t, analysed(t, puzzles, f, true), puzzles, f)
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
	text := analysed(t, puzzles, form{}, false)
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
		solutions := countSolutions(p, 2)
		head := fmt.Sprintf("%d\t%d\t%d", k+1, givens, solutions)
		if got := strings.Join(cols[:3], "\t"); got != head {
			t.Fatalf("line %d starts %q, want %q", k+1, got, head)
		}
		if cols[31] != strings.TrimSuffix(textOf(form{layout: lineLayout}, p), "\n") {
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
		if want := humanLevel(p); level != want || level != rate(&p) {
			t.Fatalf("line %d: level %d, the human solver says %d, rate %d", k+1, level, want, rate(&p))
		}
		sol := solutionOf(t, p) // the only one, counted above
		used := checkSteps(t, &p, &sol).used
		steps, hardest := 0, nakedSingle
		for tech, n := range used {
			if cols[7+tech] != strconv.Itoa(n) {
				t.Fatalf("line %d: %s %s times, the explainer %d", k+1, techniqueName[tech], cols[7+tech], n)
			}
			if n > 0 {
				hardest = technique(tech)
			}
			steps += n
		}
		name := techniqueName[hardest]
		if steps == 0 {
			name = "-" // a puzzle with no blank
		}
		if cols[4] != name || cols[6] != strconv.Itoa(steps) || techniqueLevel(hardest) != level {
			t.Fatalf("line %d: hardest %q in %s steps at level %d, want %q in %d", k+1, cols[4], cols[6], level, name, steps)
		}
		if want := new(seEngine).rate(&p).text(); cols[5] != want {
			t.Fatalf("line %d: se %s, the SE rater says %s", k+1, cols[5], want)
		}
	}
	if levels[0] == 0 || levels[1] == 0 || levels[2] == 0 || levels[3] == 0 {
		t.Errorf("levels %v: one is missing from the sample", levels)
	}
}

// The runs of -rate and -explain on testdata/analyse.txt: to standard
// output by default, to a file with -o, from standard input, in either
// form; their output is in golden files and checked again independently.
func TestAnalyseRun(t *testing.T) {
	input := mustAbs(t, filepath.Join("testdata", "analyse.txt"))
	puzzles := loadPuzzles(t, input)
	for _, tt := range []struct {
		golden string
		args   []string
		f      form // of the grids of -explain
	}{
		{"rate.golden", []string{"-rate", input}, form{}},
		{"explain.golden", []string{"-explain", input}, form{}},
		{"explain.line.golden", []string{"-explain", input, "-format", "line"}, form{layout: lineLayout}},
		{"explain.pretty.golden", []string{"-explain", input, "-format", "pretty"}, form{layout: prettyLayout}},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			golden := filepath.Join("testdata", tt.golden)
			dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
			got := sudoku(t, dir, "", tt.args...)
			if got.code != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.code, got.stderr)
			}
			if *update {
				if err := os.WriteFile(golden, []byte(got.stdout), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want := string(readFile(t, golden))
			if got.stdout != want {
				t.Errorf("got\n%s\nwant\n%s", got.stdout, want)
			}
			if tt.args[0] == "-explain" {
				checkExplanations(t, want, puzzles, tt.f)
			}
			if tt.f.layout == prettyLayout {
				checkPrettyExplanations(t, want, string(readFile(t, filepath.Join("testdata", "explain.golden"))), puzzles)
			}
			stdin := sudoku(t, dir, string(readFile(t, input)), append([]string{tt.args[0], "-"}, tt.args[2:]...)...)
			if stdin.code != 0 || stdin.stdout != want {
				t.Errorf("from standard input: status %d, stderr %q, output\n%s", stdin.code, stdin.stderr, stdin.stdout)
			}
			checkUnchanged(t, dir, "sudoku.txt")
			toFile := sudoku(t, dir, "", append(tt.args, "-o", "out.txt")...)
			if toFile.code != 0 || toFile.stdout != "" || string(readFile(t, filepath.Join(dir, "out.txt"))) != want {
				t.Errorf("-o out.txt: status %d, stdout %q, stderr %q", toFile.code, toFile.stdout, toFile.stderr)
			}
		})
	}
}

// checkPrettyExplanations checks the output of -explain -format pretty
// against that of the grid form, plain: the same headers and steps, and
// in place of each grid the same solution in bordered boxes, read here
// without the program's code and checked against the puzzle.
func checkPrettyExplanations(t *testing.T, pretty, plain string, puzzles []Grid) {
	t.Helper()
	got, want := readBlocks(t, pretty, form{layout: prettyLayout}), readBlocks(t, plain, form{})
	if len(got) != len(puzzles) || len(want) != len(puzzles) {
		t.Fatalf("%d blocks in pretty form, %d in grid form, for %d puzzles", len(got), len(want), len(puzzles))
	}
	for k, p := range puzzles {
		b := got[k]
		if b.header != want[k].header || !slices.Equal(b.steps, want[k].steps) {
			t.Fatalf("puzzle %d: header or steps not as in the grid form: %q", k+1, b.header)
		}
		if b.grid == "" {
			if want[k].grid != "" || countSolutions(p, 2) == 1 {
				t.Fatalf("puzzle %d: no grid after %q", k+1, b.header)
			}
			continue
		}
		sol, err := parsePretty(b.grid)
		if err != nil {
			t.Fatalf("puzzle %d: %v", k+1, err)
		}
		// A valid grid keeping every given of a puzzle of one solution is
		// that solution.
		if err := checkSolution(&p, &sol); err != nil || countSolutions(p, 2) != 1 {
			t.Fatalf("puzzle %d: the grid is no solution (%v), or the puzzle has not one:\n%s", k+1, err, b.grid)
		}
		if plain := parseGrids(t, []byte(want[k].grid)); plain[0] != sol {
			t.Fatalf("puzzle %d: the grid form's solution differs:\n%s", k+1, b.grid)
		}
	}
}

// parsePretty reads one grid of the pretty form, independently of the
// program's code: 13 lines, each ending in LF, a border and then three
// times three rows such as "| 5 3 4 | 6 7 8 | 9 1 2 |" (. for a blank)
// and a border.
func parsePretty(text string) (Grid, error) {
	var g Grid
	lines := strings.SplitAfter(text, "\n")
	if len(lines) != 14 || lines[13] != "" {
		return g, fmt.Errorf("%d lines, want 13 each ending in a line end: %q", len(lines)-1, text)
	}
	i := 0
	for n, line := range lines[:13] {
		line = strings.TrimSuffix(line, "\n")
		if n%4 == 0 {
			if line != "+-------+-------+-------+" {
				return g, fmt.Errorf("line %d: %q, want a border", n+1, line)
			}
			continue
		}
		want := []byte("| . . . | . . . | . . . |")
		for c := range 9 {
			at := 2 + 2*c + 2*(c/3)
			if at < len(line) && '1' <= line[at] && line[at] <= '9' {
				want[at] = line[at]
				g[i] = line[at] - '0'
			}
			i++
		}
		if line != string(want) {
			return g, fmt.Errorf("line %d: %q", n+1, line)
		}
	}
	return g, nil
}

// A malformed file gives the messages -s gives, status 1, and writes
// nothing: the output file stays as it was.
func TestAnalyseInputErrors(t *testing.T) {
	for _, mode := range []string{"-rate", "-explain"} {
		for _, tt := range inputErrorTests {
			t.Run(mode+" "+tt.name, func(t *testing.T) {
				files := map[string]string{"sudoku.txt": oldOutput, "out.txt": oldOutput}
				if tt.text != "" {
					files[tt.name] = tt.text
				}
				dir := testDir(t, files)
				for _, args := range [][]string{{mode, tt.name}, {mode, tt.name, "-o", "out.txt"}} {
					got := sudoku(t, dir, "", args...)
					if want := "sudoku: " + tt.msg + "\n"; got.code != 1 || got.stderr != want || got.stdout != "" {
						t.Errorf("%v: got status %d, stderr\n%s\nwant status 1, stderr\n%s", args, got.code, got.stderr, want)
					}
				}
				if got := string(readFile(t, filepath.Join(dir, "out.txt"))); got != oldOutput {
					t.Errorf("out.txt holds %q", got)
				}
				names := []string{"out.txt", "sudoku.txt"}
				if tt.text != "" {
					names = append(names, tt.name)
				}
				checkUnchanged(t, dir, names...)
			})
		}
	}
	got := sudoku(t, t.TempDir(), "5 3 !\n", "-rate", "-")
	if want := "sudoku: stdin:1: bad character '!' in column 5\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
}

// Explaining 32,000 puzzles, about 75 MB of text, more than the memory
// allowed, keeps to bounded memory.
func TestExplainMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	const n = 32000
	dir := t.TempDir()
	block := textOf(form{}, loadPuzzles(t, "testdata/grid.txt")[0]) + "\n"
	writeBig(t, filepath.Join(dir, "p.txt"), block, n*len(block))
	got := sudoku(t, dir, "", "-explain", "p.txt", "-o", "out.txt")
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	checkMemory(t, got)
	out := readFile(t, filepath.Join(dir, "out.txt"))
	if k := bytes.Count(out, []byte("\npuzzle ")) + 1; k != n || len(out) < maxMemory {
		t.Errorf("%d puzzles explained in %d bytes, want %d in more than %d", k, len(out), n, maxMemory)
	}
}

// BenchmarkAnalyse reports the time to rate a puzzle of each collection,
// counting its solutions and solving it step by step, and the share of
// puzzles explained without a last resort, of the first 2000 of each (20
// of the hardest, whose SE ratings take seconds).
func BenchmarkAnalyse(b *testing.B) {
	for _, set := range dataSets {
		b.Run(set.name, func(b *testing.B) {
			puzzles := readData(b, set.file)
			most := 2000
			if strings.HasPrefix(set.name, "hardest") {
				most = 20
			}
			puzzles = puzzles[:min(len(puzzles), most)]
			rp := analysis{puzzles: make([]puzzle, len(puzzles))}
			for k := range puzzles {
				rp.puzzles[k].grid = puzzles[k]
			}
			for b.Loop() {
				rp.out = rp.out[:0]
				rp.analyse(form{}, false)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
			b.ReportMetric(0, "ns/op")
			unique, logical := 0, 0
			for line := range strings.Lines(string(rp.out)) {
				cols := strings.Split(line, "\t")
				if cols[2] == "1" {
					unique++
					last := 0 // the steps of a last resort
					for tech := lastResort; tech < nTechniques; tech++ {
						n, _ := strconv.Atoi(cols[6+tech])
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

// -crlf ends every line of the reports with CRLF, and html is no form for
// them.
func TestAnalyseCRLF(t *testing.T) {
	dir := testDir(t, map[string]string{"p.txt": string(readFile(t, "testdata/grid.txt"))})
	for _, mode := range []string{"-rate", "-explain"} {
		lf := sudoku(t, dir, "", mode, "p.txt")
		crlf := sudoku(t, dir, "", mode, "p.txt", "-crlf")
		if lf.code != 0 || crlf.code != 0 || crlf.stdout != strings.ReplaceAll(lf.stdout, "\n", "\r\n") || !strings.Contains(lf.stdout, "\n") {
			t.Errorf("%s -crlf: status %d, %d; output\n%q", mode, lf.code, crlf.code, crlf.stdout)
		}
		got := sudoku(t, dir, "", mode, "p.txt", "-format", "html")
		if want := "sudoku: -format html: -rate and -explain write text\n" + usageHint; got.code != 2 || got.stderr != want {
			t.Errorf("%s -format html: status %d, stderr %q", mode, got.code, got.stderr)
		}
	}
}

// Where SE's techniques stop short, the explainer's own finish the
// explanation, its forcing steps and trials among them, and the header
// gives SE's 20.0: shown with the SE rater held to its techniques up to
// dynamic chains, on the hardest puzzles of testdata.
func TestExplainBeyond(t *testing.T) {
	hard := loadPuzzles(t, filepath.Join("testdata", "hard.txt"))
	if testing.Short() {
		hard = hard[:1]
	}
	var e seEngine
	e.text = true
	e.upTo = len(seProducers) - 6 // up to dynamic chains (+), before the nested ones
	s := new(stepSolver)
	f := form{layout: lineLayout}
	for _, p := range hard {
		sol := solutionOf(t, p)
		se := e.rate(&p)
		if !se.beyond {
			t.Fatalf("%v: rated %s, want beyond dynamic chains", p, se.text())
		}
		text := string(appendExplanation(nil, 1, 1, &p, &sol, &e, se, s, f))
		b := readBlocks(t, text, f)[0]
		r, err := replay(p, sol, b.steps)
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("puzzle 1: level 3, se 20.0, %d steps, hardest beyond SE's techniques", r.steps)
		if !r.beyond || b.header != want {
			t.Fatalf("header %q, want %q (beyond %v)", b.header, want, r.beyond)
		}
	}
}
