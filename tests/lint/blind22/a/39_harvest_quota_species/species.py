# intrinsic growth rate r, carrying capacity K (thousands), current stock estimate
SPECIES = {
    "brown_hare": {"r": 1, "K": 40.0, "stock": 22.0},
    "red_grouse": {"r": 0.8, "K": 65.0, "stock": 30.0},
    "roe_deer": {"r": 0.35, "K": 12.0, "stock": 9.5},
    "wild_rabbit": {"r": 2, "K": 150.0, "stock": 60.0},
    "pheasant": {"r": 1.2, "K": 90.0, "stock": 70.0},
}
