SWEEP = [
    {"name": "no_decay", "weight_decay": 0, "seed": 0},
    {"name": "light", "weight_decay": 1e-4, "seed": 1},
    {"name": "medium", "weight_decay": 1e-3, "seed": 2},
    {"name": "heavy", "weight_decay": 1e-2, "seed": 3},
]
