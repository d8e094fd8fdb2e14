package grade

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"sudoku/internal/dig"
	"sudoku/internal/output"
	"sudoku/internal/progress"
)

// Options are what -grade is asked to do.
type Options struct {
	Args   []string // the programs or folders to grade
	ID     string   // -id, or ""
	First  int      // -first, or -1 if not given (then each folder's number)
	Quick  bool     // -points quick: not the large points
	Limit  time.Duration
	Report string // -o: the file of tab-separated values, or ""
	Memory int64  // -memory: the most memory a run may take
	Procs  int    // -procs: the most processes a run may have at once
	// Confine, -confine, makes it an error that runs cannot be confined.
	Confine bool
}

// A grader runs the points of each submission and this program's own.
type grader struct {
	points []point
	dir    string         // a temporary folder: the puzzle files and the runs
	files  map[int]string // the puzzle file of each number of puzzles, once made
	own    []time.Duration
	box    *sandbox
	rng    *rand.Rand
	done   atomic.Int64 // points graded or passed over, for the progress line
}

// maxFolder is the most a program's folder may hold, which each point
// copies.
const maxFolder = 256 << 20

// Run grades the submissions opt names, one after the other so
// that their times compare, and writes the report. It returns an error
// if one could not be graded.
func Run(opt Options) error {
	becomeSubreaper()
	dir, err := os.MkdirTemp("", "sudoku-grade-*")
	if err == nil {
		dir, err = filepath.Abs(dir) // the puzzle files are named by their full path
	}
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	box, err := newSandbox(dir, opt)
	if err != nil {
		return err
	}
	if !box.confined {
		fmt.Fprintln(os.Stderr, "sudoku: "+box.line())
	}
	g := &grader{points: gradePoints(opt.Quick, opt.Limit), dir: dir, files: map[int]string{}, box: box,
		rng: rand.New(rand.NewPCG(rand.Uint64(), 0))}
	g.own = make([]time.Duration, len(g.points))
	subs := make([]*submission, len(opt.Args))
	for i, arg := range opt.Args {
		subs[i] = newSubmission(arg, opt)
	}
	m := &progress.Meter{Noun: "points", Count: g.done.Load, Total: int64(len(subs) * len(g.points))}
	for _, s := range subs {
		stop := progress.Start(os.Stderr, m)
		g.grade(s)
		stop()
		if progress.IsTerminal(os.Stderr) {
			fmt.Fprintln(os.Stderr, "sudoku: "+s.line())
		}
	}
	score(subs, g.points)
	return g.report(subs, opt.Report)
}

// grade runs the points of s, or notes why it cannot.
func (g *grader) grade(s *submission) {
	s.results = make([]result, len(g.points))
	if s.err == nil {
		s.err = checkFolder(filepath.Dir(s.program))
	}
	if s.err == nil && s.wine != "" && !g.box.confined {
		startWine(s.wine) // confined, each run has its own
	}
	for i, p := range g.points {
		switch why := notRun(s, g.points, p); {
		case s.err != nil:
		case why != "":
			s.results[i].reason = why
		default:
			s.results[i] = g.run(s, p)
			s.results[i].own = g.ownTime(i)
		}
		g.done.Add(1)
	}
}

// notRun says why the point p is not run for s, or returns "": a large
// point needs enough of the small ones to pass.
func notRun(s *submission, points []point, p point) string {
	after := p.part.after
	if after == nil {
		return ""
	}
	passed, of := 0, 0
	for i, q := range points {
		if q.part == after {
			of++
			if s.results[i].pass {
				passed++
			}
		}
	}
	if passed >= p.part.needs {
		return ""
	}
	return fmt.Sprintf("not run: %d of the %d %s points pass, %d needed", passed, of, after.name, p.part.needs)
}

// checkFolder returns an error if the folder of a program is too large to
// copy for each point.
func checkFolder(dir string) error {
	var size int64
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			if fi, err := d.Info(); err == nil {
				size += fi.Size()
			}
		}
		if size > maxFolder {
			return fmt.Errorf("%s: the folder holds over %d MB, too much to copy for each point: give the program in a folder of its own", dir, maxFolder>>20)
		}
		return err
	})
	return err
}

// run runs the point p of s in a new copy of its program's folder and
// judges the outcome.
func (g *grader) run(s *submission, p point) result {
	dir, err := g.runDir("run-*")
	if err != nil {
		return result{reason: err.Error()}
	}
	defer os.RemoveAll(dir)
	work := filepath.Join(dir, "folder")
	leftOut, err := copyFolder(filepath.Dir(s.program), work)
	if err != nil {
		return result{reason: "cannot copy its folder: " + err.Error()}
	}
	s.leftOut = leftOut
	out := filepath.Join(work, "sudoku.txt")
	if p.kind != errorPoint {
		os.Remove(out) // so that one left there is not read
	}
	before, beforeErr := os.ReadFile(out)
	args, err := g.args(p)
	if err != nil {
		return result{reason: err.Error()}
	}
	rs := runSpec{
		prog: filepath.Join(work, filepath.Base(s.program)), args: args, dir: work,
		env: programEnv(s.wine), limit: p.limit, max: p.maxWritten(), wine: s.wine,
	}
	if err := g.confine(dir, &rs, p); err != nil {
		return result{reason: "cannot confine it: " + err.Error()}
	}
	r := runPoint(rs)
	res := result{ran: true, time: r.elapsed, output: said(r), left: r.left, peak: r.peak}
	switch res.reason = g.runFault(p, r); {
	case res.reason != "":
	case p.kind == errorPoint:
		res.reason = badLineFault(r, out, before, beforeErr == nil)
	default:
		res.reason, res.layout = g.outputFault(p, out, s.first, r)
	}
	res.pass = res.reason == ""
	return res
}

// runDir returns a new folder for a run, named after pattern.
func (g *grader) runDir(pattern string) (string, error) { return os.MkdirTemp(g.dir, pattern) }

// confine gives rs, the run of point p in the folder run, the sandbox's
// limits and view, in which it also reads the puzzle file of p, if any,
// and the files read.
func (g *grader) confine(run string, rs *runSpec, p point, read ...string) error {
	rs.memory, rs.procs = g.box.memory, g.box.procs
	if p.kind == solvePoint {
		read = append(read, rs.args[1])
	}
	var err error
	rs.view, err = g.box.view(run, *rs, read)
	return err
}

// Args returns the command line of p, with the puzzle file of -s.
func (g *grader) args(p point) ([]string, error) {
	switch {
	case p.kind == solvePoint:
		name, err := g.puzzleFile(p.n)
		return []string{"-s", name}, err
	case p.kind == errorPoint && len(p.args) == 1 && p.args[0] == "-s":
		return []string{"-s", filepath.Join(g.dir, "missing.txt")}, nil
	}
	return p.args, nil
}

// puzzleFile returns the name of a file of n puzzles, each with one
// solution, made by this program on first use, as the course lays them
// out: nine rows of digits, 0 a blank, and an empty line between puzzles.
func (g *grader) puzzleFile(n int) (string, error) {
	if name, ok := g.files[n]; ok {
		return name, nil
	}
	name := filepath.Join(g.dir, fmt.Sprintf("puzzles%d.txt", n))
	spec, err := dig.NewSpec(0, "20~55", false, true, "none", false)
	if err != nil {
		return "", err
	}
	f, err := os.Create(name)
	if err != nil {
		return "", err
	}
	bw := bufio.NewWriter(f)
	gw := output.NewGridWriter(bw, output.Form{})
	err = errors.Join(dig.Make(gw, int64(n), spec, g.rng), gw.Close(), bw.Flush(), f.Close())
	if err != nil {
		return "", fmt.Errorf("cannot make the puzzles: %v", err)
	}
	g.files[n] = name
	return name, nil
}

// ownTime returns this program's own time on point i, run on first use as
// the submissions' are, confined as they are, or 0 if it could not be
// run.
func (g *grader) ownTime(i int) time.Duration {
	if g.own[i] != 0 {
		return max(g.own[i], 0)
	}
	g.own[i] = -1
	args, aerr := g.args(g.points[i])
	dir, derr := g.runDir("own-*")
	if aerr != nil || derr != nil {
		return 0
	}
	defer os.RemoveAll(dir)
	work := filepath.Join(dir, "folder")
	if os.Mkdir(work, 0o755) != nil {
		return 0
	}
	p := g.points[i]
	rs := runSpec{prog: g.box.self, args: args, dir: work, env: os.Environ(), limit: p.limit, max: p.maxWritten()}
	if g.confine(dir, &rs, p, rs.prog) != nil {
		return 0
	}
	r := runPoint(rs)
	if r.err == nil {
		g.own[i] = r.elapsed
	}
	return max(g.own[i], 0)
}

// line is what the progress says of s once graded.
func (s *submission) line() string {
	name := s.arg
	if s.err != nil {
		return name + ": not graded: " + s.err.Error()
	}
	passed := 0
	for _, r := range s.results {
		if r.pass {
			passed++
		}
	}
	return fmt.Sprintf("%s: %d of %d points pass", name, passed, len(s.results))
}

// said returns the first line a run printed, on standard error or else
// on standard output.
func said(r ran) string {
	if line := firstLine(string(r.stderr)); line != "" {
		return line
	}
	return firstLine(string(r.stdout))
}

// runFault says what went wrong with a run as a run, whatever the point,
// or returns "".
func (g *grader) runFault(p point, r ran) string {
	switch {
	case r.err != nil:
		return "cannot run: " + r.err.Error()
	case r.overMemory:
		return fmt.Sprintf("memory limit exceeded (%s)", sizeText(g.box.memory))
	case r.timedOut:
		return fmt.Sprintf("timed out after %v s", p.limit.Seconds())
	case r.tooMuch:
		return fmt.Sprintf("wrote over %d bytes, the most the point allows: killed", p.maxWritten())
	case crashOf(r) != "":
		return crashOf(r)
	}
	return ""
}

// badLineFault says what is wrong with what a run for a bad command line
// did, or returns "": it must print something and leave the file out as
// it was, before if it had one.
func badLineFault(r ran, out string, before []byte, had bool) string {
	after, err := os.ReadFile(out)
	switch {
	case strings.TrimSpace(string(r.stdout)+string(r.stderr)) == "":
		return "printed nothing"
	case !had && err == nil:
		return fmt.Sprintf("wrote sudoku.txt (%d bytes)", len(after))
	case had && err != nil:
		return "removed the sudoku.txt that was there"
	case had && string(after) != string(before):
		return "changed the sudoku.txt that was there"
	}
	return ""
}
