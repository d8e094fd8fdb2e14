package main

import (
	"os"
	"strings"
	"testing"
)

func TestDbg(t *testing.T) {
	in, _ := os.ReadFile(os.Getenv("DBG"))
	for _, s := range readWith(readPuzzles, strings.NewReader(string(in))) {
		t.Log(s)
	}
	t.Log("old:")
	for _, s := range readWith(oldReadPuzzles, strings.NewReader(string(in))) {
		t.Log(s)
	}
}
