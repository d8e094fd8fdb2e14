package grade

// These tests look at the scores of submissions built by hand, whose
// types only the package sees.

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestScore checks the parts of the score, and the shares of rank among
// the submissions that pass a large point, ties sharing the better.
func TestScore(t *testing.T) {
	points := gradePoints(false, 0)
	large := slices.IndexFunc(points, func(p point) bool { return p.name == "-c 50000" })
	mk := func(pass []string, secs float64) *submission {
		s := &submission{results: make([]result, len(points))}
		for i, p := range points {
			s.results[i].pass = slices.Contains(pass, p.name) || slices.Contains(pass, p.part.name)
		}
		s.results[large].time = time.Duration(secs * float64(time.Second))
		return s
	}
	subs := []*submission{
		mk([]string{"-c", "-s", "errors", "-c 50000"}, 3),
		mk([]string{"-c", "-c 50000"}, 1),
		mk([]string{"-c 1", "-c 5", "-c 50000"}, 3),
		mk([]string{"error -c", "-c 50000"}, 5),
		mk(nil, 0),
		{err: os.ErrNotExist},
	}
	score(subs, points)
	want := []string{
		"57.5: 15 15 10 17.5 0 0", // second of four with a tie: 10 + 10·3/4
		"35: 15 0 0 20 0 0",       // the fastest: 10 + 10
		"23.5: 6 0 0 17.5 0 0",
		"13.93: 0 0 1.43 12.5 0 0", // the slowest: 10 + 10·1/4
		"0: 0 0 0 0 0 0",
	}
	for i, w := range want {
		var parts []string
		for _, x := range subs[i].scores {
			parts = append(parts, number(x))
		}
		if got := number(subs[i].total()) + ": " + strings.Join(parts, " "); got != w {
			t.Errorf("submission %d: %s, want %s", i+1, got, w)
		}
	}
	if subs[5].scores != nil {
		t.Errorf("a submission not graded has scores %v", subs[5].scores)
	}
	if got := maxScore(points); got != 100 {
		t.Errorf("the most the points give is %v, want 100", got)
	}
}
