package main

import (
	"errors"
	"fmt"
	"io/fs"
)

// A lineError is a fault in an input file, reported as FILE:LINE: msg.
type lineError struct {
	name   string
	lineNo int
	msg    string
}

// atLine returns the fault msg at line lineNo of the file name.
func atLine(name string, lineNo int, msg string) error {
	return &lineError{name, lineNo, msg}
}

// isLineError reports whether err is a fault at a line of a file, after
// which the file may be read on.
func isLineError(err error) bool {
	_, ok := err.(*lineError)
	return ok
}

func (e *lineError) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.name, e.lineNo, e.msg)
}

// plural returns noun, made plural unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// maxFaults is how many faults of one kind are reported one by one.
const maxFaults = 10

// A faultList collects the faults of one kind found in an input file,
// keeping the first few.
type faultList struct {
	name string
	what string // the kind of fault, plural
	list []error
	n    int
}

// newFaultList returns a list of the faults of the file name, of the kind
// what, plural.
func newFaultList(name, what string) faultList { return faultList{name: name, what: what} }

// count returns the number of faults added.
func (f *faultList) count() int { return f.n }

// addUnshown counts n faults more, said otherwise than one by one.
func (f *faultList) addUnshown(n int) { f.n += n }

func (f *faultList) add(err error) {
	if len(f.list) < maxFaults {
		f.list = append(f.list, err)
	}
	f.n++
}

// err returns the faults kept, joined, with a count if some were not.
func (f *faultList) err() error {
	if f.n == 0 {
		return nil
	}
	errs := f.list
	if f.n > len(errs) {
		errs = append(errs, fmt.Errorf("%s: %d %s in all", f.name, f.n, f.what))
	}
	return errors.Join(errs...)
}

// pathError turns an error from opening a file into "FILE: what is wrong".
func pathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", pe.Path, pe.Err)
	}
	return err
}
