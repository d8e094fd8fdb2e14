package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"
)

// The progress line reads these counters, which the code doing the work
// adds to: bytes read from input files, through a countingReader, and bytes
// written to the output.
var bytesRead, bytesWritten atomic.Int64

// A countingReader adds the bytes read through it to bytesRead.
type countingReader struct{ r io.Reader }

func (cr countingReader) Read(p []byte) (int, error) {
	n, err := cr.r.Read(p)
	bytesRead.Add(int64(n))
	return n, err
}

// A run shows progress once it has taken progressDelay, and redraws the
// line every progressTick.
var (
	progressDelay = time.Second
	progressTick  = 250 * time.Millisecond
)

// A meter says what the progress line shows.
type meter struct {
	noun  string         // what is counted
	count func() int64   // how many are done
	total int64          // how many there are, or 0 if not known
	frac  func() float64 // the share of the work done, if total is not known; may be nil
}

// done returns how many things are done and the share of the work done,
// or -1 if that is not known.
func (m meter) done() (n int64, f float64) {
	n = m.count()
	switch {
	case m.total > 0:
		return n, float64(n) / float64(m.total)
	case m.frac != nil:
		return n, min(m.frac(), 1)
	}
	return n, -1
}

// line returns the progress line when n things are done, the share f of
// the work (-1 if not known), after the time elapsed, with the time left
// if it is not negative: "sudoku: 41000 of 100000 grids, 9500/s, 6s left".
func (m meter) line(n int64, f float64, elapsed, left time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "sudoku: %d", n)
	if m.total > 0 {
		fmt.Fprintf(&b, " of %d", m.total)
	}
	fmt.Fprintf(&b, " %s", m.noun)
	if secs := elapsed.Seconds(); secs > 0 {
		fmt.Fprintf(&b, ", %.0f/s", float64(n)/secs)
	}
	if m.total <= 0 && f >= 0 {
		fmt.Fprintf(&b, ", %.0f%%", 100*f)
	}
	if left >= 0 {
		fmt.Fprintf(&b, ", %v left", left.Round(time.Second))
	}
	return b.String()
}

// timeLeft estimates the time left when the share of the work done went
// from f0 to f in the time dt, or returns -1 if it cannot. The share of an
// input read moves by whole buffers, and the first is read at once, so the
// estimate starts from the first share seen rather than from zero.
func timeLeft(f0, f float64, dt time.Duration) time.Duration {
	if f <= f0 || f >= 1 || dt <= 0 {
		return -1
	}
	return time.Duration(float64(dt) * (1 - f) / (f - f0))
}

// startProgress shows m on a single line of w, redrawn a few times a
// second, if w is a terminal and the run lasts more than progressDelay.
// The returned function erases the line and must be called before anything
// else is written to the terminal.
func startProgress(w *os.File, m meter) (stop func()) {
	if !isTerminal(w) {
		return func() {}
	}
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		start := time.Now()
		wait := time.NewTimer(progressDelay)
		defer wait.Stop()
		select {
		case <-quit:
			return
		case <-wait.C:
		}
		tick := time.NewTicker(progressTick)
		defer tick.Stop()
		width := 0 // of the line shown
		t0 := time.Now()
		_, f0 := m.done()
		for {
			now := time.Now()
			n, f := m.done()
			line := m.line(n, f, now.Sub(start), timeLeft(f0, f, now.Sub(t0)))
			// Spaces, not an escape sequence, erase the end of a longer
			// line before: every terminal understands them.
			fmt.Fprintf(w, "\r%s%s", line, strings.Repeat(" ", max(width-len(line), 0)))
			width = max(width, len(line))
			select {
			case <-quit:
				fmt.Fprintf(w, "\r%s\r", strings.Repeat(" ", width))
				return
			case <-tick.C:
			}
		}
	}()
	return func() {
		close(quit)
		<-done
	}
}

// showProgress starts the progress line of a run that writes grids, -c or
// -s, and returns the function that ends it. The count is of the grids
// written; -s estimates the time left from the share of its input read.
func showProgress() (stop func()) {
	if *outName == "-" && isTerminal(os.Stdout) {
		return func() {} // the grids themselves go to the terminal
	}
	base := bytesWritten.Load()
	m := meter{noun: "grids", count: func() int64 {
		n := bytesWritten.Load() - base
		if *format == "line" {
			return n / lineBytes
		}
		return (n + 1) / (gridBytes + 1) // no empty line before the first
	}}
	switch {
	case isSet("c"):
		m.total = *count
	case isSet("n"):
		m.noun, m.total = "puzzles", *nPuzzle
	case isSet("s"):
		m.noun = "puzzles"
		size := fileSize(os.Stdin)
		if *puzzles != "-" {
			// Not opened again: a second open of a named pipe would wait
			// for another writer.
			size = -1
			if fi, err := os.Stat(*puzzles); err == nil && fi.Mode().IsRegular() {
				size = fi.Size()
			}
		} else if isTerminal(os.Stdin) {
			return func() {} // someone typing puzzles in
		}
		if size > 0 {
			base := bytesRead.Load()
			m.frac = func() float64 { return float64(bytesRead.Load()-base) / float64(size) }
		}
	default:
		return func() {}
	}
	return startProgress(os.Stderr, m)
}

// fileSize returns the size of f if it is a regular file, or -1.
func fileSize(f *os.File) int64 {
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return -1
	}
	return fi.Size()
}
