package grade

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"sudoku/internal/check"
	"sudoku/internal/fault"
)

// outputFault reads the file out that point p of a submission wrote, as
// -check -loose reads a file, and says what is wrong with it, or returns
// "", with its line ends and whether its layout is exact; first is the
// top-left digit the grids of -c must have, or 0; r is the run.
func (g *grader) outputFault(p point, out string, first int, r ran) (reason, layout string) {
	f, err := os.Open(out)
	if err != nil {
		if r.exit > 0 {
			return fmt.Sprintf("no sudoku.txt (exit status %d)", r.exit), ""
		}
		return "no sudoku.txt", ""
	}
	defer f.Close()
	c, stop, err := g.pointChecker(p, first, true)
	if err != nil {
		return err.Error(), ""
	}
	defer stop()
	err = c.Check(f)
	layout = c.LineEnds()
	grids, tolerated, utf16 := c.Layout()
	switch {
	case err != nil:
		return firstFault(err, c.FaultCount()), layout
	case p.kind == gridsPoint && grids != p.n:
		return fmt.Sprintf("%d %s, want %d", grids, fault.Plural(grids, "grid"), p.n), layout
	case tolerated == 0 && !utf16:
		return "", layout + ", exact"
	}
	return "", layout + ", not exact: " + g.strictFault(p, f, first, tolerated)
}

// pointChecker returns a checker of the output of p, loose or not, and a
// function to call at the end.
func (g *grader) pointChecker(p point, first int, loose bool) (*check.Checker, func(), error) {
	if p.kind == gridsPoint {
		return check.New("sudoku.txt", false, first, loose), func() {}, nil
	}
	c := check.New("sudoku.txt", false, 0, loose)
	name := g.files[p.n]
	in, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	stop := c.ComparePuzzles(in, filepath.Base(name))
	return c, func() { stop(); in.Close() }, nil
}

// strictFault returns the first fault of the layout that -check without
// -loose finds in f, the output of p, which -check -loose passes with
// tolerated lines not laid out exactly.
func (g *grader) strictFault(p point, f *os.File, first, tolerated int) string {
	lines := fmt.Sprintf("%d %s", tolerated, fault.Plural(tolerated, "line"))
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return lines
	}
	c, stop, err := g.pointChecker(p, first, false)
	if err != nil {
		return lines
	}
	defer stop()
	if err := c.Check(f); err != nil {
		return lines + ", the first " + firstFault(err, 1)
	}
	return lines
}

// firstFault returns the first of the faults err joins, with how many
// there are, n, if more than one.
func firstFault(err error, n int) string {
	if joined, ok := err.(interface{ Unwrap() []error }); ok && len(joined.Unwrap()) > 0 {
		err = joined.Unwrap()[0]
	}
	if n > 1 {
		return fmt.Sprintf("%v (%d faults)", err, n)
	}
	return err.Error()
}
