package se

// An seTech is one of the SE rater's techniques, named as SE names them
// (in lower case), in the order of seTechName.
type seTech uint8

const (
	seHiddenSingle seTech = iota
	seDirectPointing
	seDirectClaiming
	seDirectHiddenPair
	seDirectHiddenTriplet
	seNakedSingle
	sePointing
	seClaiming
	seNakedPair
	seNakedTriplet
	seNakedQuad
	seXWing
	seSwordfish
	seJellyfish
	seHiddenPair
	seHiddenTriplet
	seHiddenQuad
	seSkyscraper
	seKite
	seStrongLinks
	seXLoop
	seXYWing
	seXYZWing
	seUniqueRectangle
	seUniqueLoop
	seWXYZWing
	seVWXYZWing
	seUVWXYZWing
	seTUVWXYZWing
	seBUG
	seAlignedPair
	seAlignedTriplet
	seXCycle
	seYCycle
	seCycle
	seForcingXChain
	seForcingChain
	seNishioChain
	seCellChains
	seRegionChains
	seDoubleChain
	seContradictionChain
	nSETech
)

// seTechName names each technique in lower case, as the explanations do.
var seTechName = [nSETech]string{
	"hidden single", "direct pointing", "direct claiming", "direct hidden pair",
	"direct hidden triplet", "naked single", "pointing", "claiming",
	"naked pair", "naked triplet", "naked quad", "x-wing", "swordfish",
	"jellyfish", "hidden pair", "hidden triplet", "hidden quad",
	"skyscraper", "string kite", "strong links", "x-loop", "xy-wing",
	"xyz-wing", "unique rectangle", "unique loop", "wxyz-wing", "vwxyz-wing",
	"uvwxyz-wing", "tuvwxyz-wing", "bug", "aligned pair exclusion",
	"aligned triplet exclusion", "x-cycle", "y-cycle", "bidirectional cycle",
	"forcing x-chain", "forcing chain", "nishio forcing chain",
	"cell forcing chains", "region forcing chains", "double forcing chain",
	"contradiction forcing chain",
}
