GRID = [
    {"lr": 0.1, "l2": 0, "momentum": 0.9},
    {"lr": 0.1, "l2": 1e-3, "momentum": 0.9},
    {"lr": 0.05, "l2": 1e-2, "momentum": 0.8},
    {"lr": 0.05, "l2": 0, "momentum": 0.8},
]
