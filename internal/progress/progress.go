package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// A run shows progress once it has taken progressDelay, and redraws the
// line every progressTick.
var (
	progressDelay = time.Second
	progressTick  = 250 * time.Millisecond
)

// A Meter says what the progress line shows.
type Meter struct {
	Noun  string         // what is counted
	Count func() int64   // how many are done
	Total int64          // how many there are, or 0 if not known
	Frac  func() float64 // the share of the work done, if total is not known; may be nil
	Note  func() string  // more to say after the count; may be nil
}

// done returns how many things are done and the share of the work done,
// or -1 if that is not known.
func (m Meter) done() (n int64, f float64) {
	n = m.Count()
	switch {
	case m.Total > 0:
		return n, float64(n) / float64(m.Total)
	case m.Frac != nil:
		return n, min(m.Frac(), 1)
	}
	return n, -1
}

// line returns the progress line when n things are done, the share f of
// the work (-1 if not known), after the time elapsed, with the time left
// if it is not negative: "sudoku: 41000 of 100000 grids, 9500/s, 6s left".
func (m Meter) line(n int64, f float64, elapsed, left time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "sudoku: %d", n)
	if m.Total > 0 {
		fmt.Fprintf(&b, " of %d", m.Total)
	}
	fmt.Fprintf(&b, " %s", m.Noun)
	if secs := elapsed.Seconds(); secs > 0 && float64(n) >= secs { // not 0/s
		fmt.Fprintf(&b, ", %.0f/s", float64(n)/secs)
	}
	if m.Note != nil {
		fmt.Fprintf(&b, ", %s", m.Note())
	}
	if m.Total <= 0 && f >= 0 {
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

// Start shows m on a single line of w, redrawn a few times a
// second, if m is not nil, w is a terminal and the run lasts more than
// progressDelay. The returned function erases the line and must be called
// before anything else is written to the terminal.
func Start(w *os.File, m *Meter) (stop func()) {
	if m == nil || !IsTerminal(w) {
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

// ShareRead returns a function that tells the share of files read so far,
// by where each is read to, or nil if the size of one is not known.
func ShareRead(files ...*os.File) func() float64 {
	var size int64
	for _, f := range files {
		n := FileSize(f)
		if n < 0 {
			return nil
		}
		size += n
	}
	if size == 0 {
		return nil
	}
	return func() float64 {
		var at int64
		for _, f := range files {
			if n, err := f.Seek(0, io.SeekCurrent); err == nil {
				at += n
			}
		}
		return float64(at) / float64(size)
	}
}

// FileSize returns the size of f if it is a regular file, or -1.
func FileSize(f *os.File) int64 {
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return -1
	}
	return fi.Size()
}
