package se

import (
	"fmt"
	"testing"

	"sudoku/internal/oracle"
)

func TestTmpCount(t *testing.T) {
	var e Engine
	for _, p := range oracle.Puzzles(t, "/tmp/bulk500.txt") {
		e.Rate(&p)
	}
	for k := 3; k <= 6; k++ {
		fmt.Println(k, ZW[k])
	}
}
