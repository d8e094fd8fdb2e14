package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// When the tests run the program with SUDOKU_PROGRESS_DELAY set, progress
// shows after that time instead of a second, so that a short run would
// show it.
func init() {
	if d, err := time.ParseDuration(os.Getenv("SUDOKU_PROGRESS_DELAY")); err == nil {
		progressDelay = d
	}
}

func TestMeterLine(t *testing.T) {
	count := func(n int64) func() int64 { return func() int64 { return n } }
	frac := func(f float64) func() float64 { return func() float64 { return f } }
	for _, tt := range []struct {
		m             meter
		elapsed, left time.Duration
		want          string
	}{
		{meter{noun: "grids", count: count(41000), total: 100000}, 4 * time.Second, 5800 * time.Millisecond,
			"sudoku: 41000 of 100000 grids, 10250/s, 6s left"},
		{meter{noun: "grids", count: count(100000), total: 100000}, 4 * time.Second, -1,
			"sudoku: 100000 of 100000 grids, 25000/s"},
		{meter{noun: "puzzles", count: count(12000), frac: frac(0.25)}, 3 * time.Second, 9 * time.Second,
			"sudoku: 12000 puzzles, 4000/s, 25%, 9s left"},
		{meter{noun: "grids", count: count(10), frac: frac(0.001)}, time.Second, 999 * time.Second,
			"sudoku: 10 grids, 10/s, 0%, 16m39s left"},
		{meter{noun: "grids", count: count(10), frac: frac(2)}, time.Second, -1,
			"sudoku: 10 grids, 10/s, 100%"},
		{meter{noun: "puzzles", count: count(500)}, 2 * time.Second, -1, "sudoku: 500 puzzles, 250/s"},
		{meter{noun: "grids", count: count(0), total: 10}, 0, -1, "sudoku: 0 of 10 grids"},
	} {
		n, f := tt.m.done()
		if got := tt.m.line(n, f, tt.elapsed, tt.left); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

func TestTimeLeft(t *testing.T) {
	for _, tt := range []struct {
		f0, f float64
		dt    time.Duration
		want  time.Duration
	}{
		{0, 0.5, time.Second, time.Second},
		{0.2, 0.6, 2 * time.Second, 2 * time.Second},
		{0.2, 0.2, 2 * time.Second, -1}, // nothing moved yet
		{0.2, 1, 2 * time.Second, -1},   // done
		{-1, -1, 2 * time.Second, -1},   // not known
		{0, 0.5, 0, -1},
	} {
		if got := timeLeft(tt.f0, tt.f, tt.dt); got != tt.want {
			t.Errorf("timeLeft(%v, %v, %v) = %v, want %v", tt.f0, tt.f, tt.dt, got, tt.want)
		}
	}
}

func TestIsTerminal(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	files := []*os.File{r, w, f}
	if null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0); err == nil {
		defer null.Close()
		files = append(files, null)
	}
	for _, f := range files {
		if isTerminal(f) {
			t.Errorf("%s is taken for a terminal", f.Name())
		}
	}
}

// The progress line never appears when standard error is not a terminal,
// however soon it is due: standard error stays empty.
func TestNoProgressWithoutTerminal(t *testing.T) {
	t.Setenv("SUDOKU_PROGRESS_DELAY", "0s")
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		out  string
	}{
		{[]string{"-c", "20000", "-o", "g.txt"}, ""},
		{[]string{"-c", "100", "-o", "-"}, "-"},
		{[]string{"-s", mustAbs(t, "testdata/grid.txt"), "-o", "s.txt"}, ""},
		{[]string{"-check", "g.txt"}, "ok: 20000 distinct valid grids, LF line ends\n"},
	} {
		got := sudoku(t, dir, "", tt.args...)
		if got.code != 0 || got.stderr != "" {
			t.Errorf("%v: status %d, stderr %q", tt.args, got.code, got.stderr)
		}
		if tt.out == "-" {
			checkGrids(t, parseGrids(t, []byte(got.stdout)), 100, 0)
		} else if got.stdout != tt.out {
			t.Errorf("%v: stdout %q, want %q", tt.args, got.stdout, tt.out)
		}
	}
	if size := len(readFile(t, filepath.Join(dir, "g.txt"))); size != 163*20000-1 {
		t.Errorf("g.txt is %d bytes, want %d", size, 163*20000-1)
	}
}
