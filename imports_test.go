package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// allowedImports says which of the module's packages each may import:
// imports run one way, from the command at the root down to a floor of
// packages that import only the standard library (board, fault, decode,
// parallel, progress). oracle is the tests' own; no production code
// imports it.
var allowedImports = map[string][]string{
	"board":    nil,
	"fault":    nil,
	"decode":   nil,
	"parallel": nil,
	"progress": nil,
	"output":   {"board", "fault"},
	"read":     {"board", "decode", "fault"},
	"check":    {"board", "decode", "fault", "output", "parallel", "progress", "read"},
	"rate":     {"board"},
	"se":       {"board"},
	"dig":      {"board", "output", "parallel", "rate", "se"},
	"batch":    {"fault", "output", "parallel", "progress", "read"},
	"explain":  {"batch", "board", "output", "rate", "read", "se"},
	"grade":    {"check", "dig", "fault", "output", "progress"},
	"oracle":   {"board"},
	"main": {"batch", "board", "check", "dig", "explain", "fault", "grade", "output", "parallel",
		"progress", "read"},
}

// testImports are the packages a package's tests may import beyond its
// own: read's tests render puzzles as this program writes them, to read
// them back.
var testImports = map[string][]string{
	"read": {"output"},
}

// TestImports fails on an import of one of the module's packages that
// allowedImports does not allow, and on a package it does not list. A
// package's tests may also import oracle, and the package itself from
// package foo_test.
func TestImports(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("internal", "*"))
	if err != nil {
		t.Fatal(err)
	}
	dirs = append(dirs, ".")
	seen := 0
	for _, dir := range dirs {
		pkg := filepath.Base(dir)
		if dir == "." {
			pkg = "main"
		}
		allowed, ok := allowedImports[pkg]
		if !ok {
			t.Errorf("%s: a package allowedImports does not list", dir)
			continue
		}
		seen++
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, file := range files {
			f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			test := strings.HasSuffix(file, "_test.go")
			for _, spec := range f.Imports {
				path := strings.Trim(spec.Path.Value, `"`)
				imported, ok := strings.CutPrefix(path, "sudoku/internal/")
				switch {
				case !ok && strings.HasPrefix(path, "sudoku"):
					t.Errorf("%s imports %s, outside internal/", file, path)
				case !ok:
				case slices.Contains(allowed, imported):
				case test && (imported == "oracle" || imported == pkg || slices.Contains(testImports[pkg], imported)):
				default:
					t.Errorf("%s imports %s: %s may import only %v", file, imported, pkg, allowed)
				}
			}
		}
	}
	if seen != len(allowedImports) {
		t.Errorf("allowedImports lists %d packages, the tree has %d", len(allowedImports), seen)
	}
	if _, err := os.Stat(filepath.Join("internal", "oracle")); err != nil {
		t.Error(err)
	}
}
