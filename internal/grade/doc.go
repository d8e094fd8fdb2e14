// Package grade grades students' programs as a course's graders run them:
// each in a fresh copy of its folder, through the points of the rubric,
// with time and output limits, their outputs checked as -check -loose
// does, and a report of the scores. It knows nothing of how this
// program makes its own grids.
package grade
