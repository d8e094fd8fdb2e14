//go:build race

package main

// The race detector makes the largest runs of the generator too slow.
func init() { raceEnabled = true }
