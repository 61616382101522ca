SWEEP = [
    {"name": "no_penalty", "l1": 0, "seed": 0},
    {"name": "light", "l1": 1e-4, "seed": 1},
    {"name": "medium", "l1": 1e-3, "seed": 2},
    {"name": "heavy", "l1": 1e-2, "seed": 3},
]
