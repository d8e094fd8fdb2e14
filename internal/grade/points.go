package grade

import (
	"fmt"
	"strings"
	"time"

	"sudoku/internal/output"
)

// A point is one run of a submission, with its command line, and how its
// outcome is judged.
type point struct {
	name  string   // as the report names it: "-c 100", "-s 5", "error -c abc"
	args  []string // for -s, the puzzle file is added when it is made
	kind  pointKind
	n     int // the grids or puzzles it writes
	limit time.Duration
	part  *part // of the score
}

type pointKind int

const (
	gridsPoint pointKind = iota // -c N
	solvePoint                  // -s FILE
	errorPoint                  // a bad command line
)

// A part of the score: the points that count for it and how.
type part struct {
	name  string  // the column of the report
	each  float64 // the score of each point that passes
	rank  float64 // at most this more for the rank in time of each that passes
	after *part   // run only if enough of that part's points passed
	needs int
}

// The parts of the score, out of 100: see the manual, -h.
var (
	smallGrids  = &part{name: "-c", each: 3}
	smallSolves = &part{name: "-s", each: 3.75}
	badLines    = &part{name: "errors", each: 10.0 / 7}
	manyGrids   = &part{name: "-c 50000", each: 10, rank: 10, after: smallGrids, needs: 4}
	mostGrids   = &part{name: "-c 1000000", each: 10, rank: 10, after: smallGrids, needs: 4}
	manySolves  = &part{name: "-s 50000", each: 10, rank: 10, after: smallSolves, needs: 3}
)

// The time limits of the points, which -limit caps.
const (
	smallLimit = 60 * time.Second
	largeLimit = 600 * time.Second
	errorLimit = 5 * time.Second
)

// gradePoints returns the points to run, in order, each time limit
// capped at limit unless it is 0; quick leaves out the large ones.
func gradePoints(quick bool, limit time.Duration) []point {
	var ps []point
	add := func(name string, kind pointKind, n int, lim time.Duration, p *part, args ...string) {
		if limit > 0 {
			lim = min(lim, limit)
		}
		ps = append(ps, point{name: name, args: args, kind: kind, n: n, limit: lim, part: p})
	}
	for _, n := range []int{1, 5, 100, 500, 1000} {
		add(fmt.Sprint("-c ", n), gridsPoint, n, smallLimit, smallGrids, "-c", fmt.Sprint(n))
	}
	if !quick {
		add("-c 50000", gridsPoint, 50000, largeLimit, manyGrids, "-c", "50000")
		add("-c 1000000", gridsPoint, 1000000, largeLimit, mostGrids, "-c", "1000000")
	}
	for _, n := range []int{1, 5, 100, 1000} {
		add(fmt.Sprint("-s ", n), solvePoint, n, smallLimit, smallSolves, "-s")
	}
	if !quick {
		add("-s 50000", solvePoint, 50000, largeLimit, manySolves, "-s")
	}
	for _, bad := range [][]string{{"-c"}, {"-c", "-100"}, {"-c", "abc"}, {"-abc", "1"}, {}, {"-c", "-c", "1"}} {
		name := "error no argument"
		if len(bad) > 0 {
			name = "error " + strings.Join(bad, " ")
		}
		add(name, errorPoint, 0, errorLimit, badLines, bad...)
	}
	add("error -s missing", errorPoint, 0, errorLimit, badLines, "-s")
	return ps
}

// expectedSize returns the size of a point's output written exactly,
// with CRLF line ends, the larger.
func (p point) expectedSize() int64 {
	return int64(p.n) * int64(output.Form{CRLF: true}.Size())
}

// maxWritten returns the most a run for p may write, to files in its
// folder and its output: ten times the point's output, and 1 MB at least.
func (p point) maxWritten() int64 { return max(10*p.expectedSize(), 1<<20) }

// A result is the outcome of a point for one submission.
type result struct {
	ran    bool // false if the point was not run
	pass   bool
	reason string        // why it failed or was not run
	time   time.Duration // from start to end
	own    time.Duration // this program's own on the point, or 0
	layout string        // the line ends of the output and whether its layout is exact
	output string        // the first lines the program printed
	left   int           // processes it left running when it ended, since killed
	peak   int64         // the most memory it took, its processes together, or 0 if not known
}

// verdict is what the report says of r: pass, or fail and why.
func (r result) verdict() string {
	if r.pass {
		return "pass"
	}
	return "fail: " + r.reason
}

// leftRunning says how many processes r left running, which were killed
// and do not change its verdict, or returns "".
func (r result) leftRunning() string {
	switch r.left {
	case 0:
		return ""
	case 1:
		return "left 1 process running (killed)"
	}
	return fmt.Sprintf("left %d processes running (killed)", r.left)
}
