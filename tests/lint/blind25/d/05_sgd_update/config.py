SWEEP = [
    {"name": "base", "lr": 1e-2, "l2": 0},
    {"name": "reg", "lr": 1e-2, "l2": 1e-4},
    {"name": "strong", "lr": 5e-3, "l2": 1e-3},
]
