package fault

import (
	"errors"
	"fmt"
	"io/fs"
)

// A Line is a fault in an input file, reported as FILE:LINE: msg.
type Line struct {
	name   string
	lineNo int
	msg    string
}

// At returns the fault msg at line lineNo of the file name.
func At(name string, lineNo int, msg string) error {
	return &Line{name, lineNo, msg}
}

// IsLine reports whether err is a fault at a line of a file, after
// which the file may be read on.
func IsLine(err error) bool {
	_, ok := err.(*Line)
	return ok
}

// Error returns the fault as FILE:LINE: message.
func (e *Line) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.name, e.lineNo, e.msg)
}

// Plural returns noun, made plural unless n is 1.
func Plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// Shown is how many faults of one kind are reported one by one.
const Shown = 10

// A List collects the faults of one kind found in an input file,
// keeping the first few.
type List struct {
	name string
	what string // the kind of fault, plural
	list []error
	n    int
}

// NewList returns a list of the faults of the file name, of the kind
// what, plural.
func NewList(name, what string) List { return List{name: name, what: what} }

// Count returns the number of faults added.
func (f *List) Count() int { return f.n }

// AddUnshown counts n faults more, said otherwise than one by one.
func (f *List) AddUnshown(n int) { f.n += n }

// Add adds the fault err, kept if it is among the first Shown.
func (f *List) Add(err error) {
	if len(f.list) < Shown {
		f.list = append(f.list, err)
	}
	f.n++
}

// Err returns the faults kept, joined, with a count if some were not.
func (f *List) Err() error {
	if f.n == 0 {
		return nil
	}
	errs := f.list
	if f.n > len(errs) {
		errs = append(errs, fmt.Errorf("%s: %d %s in all", f.name, f.n, f.what))
	}
	return errors.Join(errs...)
}

// Path turns an error from opening a file into "FILE: what is wrong".
func Path(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", pe.Path, pe.Err)
	}
	return err
}
