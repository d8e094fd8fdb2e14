package progress

// These tests look at how the line is made and shorten the delay before
// it shows, which only the package sees.

import (
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// soon makes the progress line due at once, and redrawn often, until the
// test ends.
func soon(t *testing.T) {
	delay, tick := progressDelay, progressTick
	progressDelay, progressTick = 0, time.Millisecond
	t.Cleanup(func() { progressDelay, progressTick = delay, tick })
}

func TestMeterLine(t *testing.T) {
	count := func(n int64) func() int64 { return func() int64 { return n } }
	frac := func(f float64) func() float64 { return func() float64 { return f } }
	for _, tt := range []struct {
		m             Meter
		elapsed, left time.Duration
		want          string
	}{
		{Meter{Noun: "grids", Count: count(41000), Total: 100000}, 4 * time.Second, 5800 * time.Millisecond,
			"sudoku: 41000 of 100000 grids, 10250/s, 6s left"},
		{Meter{Noun: "grids", Count: count(100000), Total: 100000}, 4 * time.Second, -1,
			"sudoku: 100000 of 100000 grids, 25000/s"},
		{Meter{Noun: "puzzles", Count: count(12000), Frac: frac(0.25)}, 3 * time.Second, 9 * time.Second,
			"sudoku: 12000 puzzles, 4000/s, 25%, 9s left"},
		{Meter{Noun: "grids", Count: count(10), Frac: frac(0.001)}, time.Second, 999 * time.Second,
			"sudoku: 10 grids, 10/s, 0%, 16m39s left"},
		{Meter{Noun: "grids", Count: count(10), Frac: frac(2)}, time.Second, -1,
			"sudoku: 10 grids, 10/s, 100%"},
		{Meter{Noun: "puzzles", Count: count(500)}, 2 * time.Second, -1, "sudoku: 500 puzzles, 250/s"},
		{Meter{Noun: "grids", Count: count(0), Total: 10}, 0, -1, "sudoku: 0 of 10 grids"},
		{Meter{Noun: "puzzles", Count: count(1), Total: 3, Note: func() string { return "2400 rated, best 9.4" }}, 100 * time.Second, 200 * time.Second,
			"sudoku: 1 of 3 puzzles, 2400 rated, best 9.4, 3m20s left"},
		{Meter{Noun: "puzzles", Count: count(3), Total: 3}, 2 * time.Second, -1, "sudoku: 3 of 3 puzzles, 2/s"},
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
		if IsTerminal(f) {
			t.Errorf("%s is taken for a terminal", f.Name())
		}
	}
}

// The progress line never shows on what is not a terminal, however soon
// it is due.
func TestStartWithoutTerminal(t *testing.T) {
	soon(t)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	m := &Meter{Noun: "puzzles", Count: func() int64 { return 7 }}
	stop := Start(w, m)
	time.Sleep(20 * time.Millisecond) // many times the delay and the tick
	stop()
	w.Close()
	if got, err := io.ReadAll(r); err != nil || len(got) != 0 {
		t.Errorf("the pipe got %q (%v), want nothing", got, err)
	}
}
