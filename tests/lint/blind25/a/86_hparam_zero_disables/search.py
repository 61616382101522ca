CANDIDATES = [
    {"lr": 0.05, "l2": 0, "momentum": 0.9},
    {"lr": 0.02, "l2": 1e-3, "momentum": 0.9},
    {"lr": 0.05, "l2": 1e-2, "momentum": 0},
    {"lr": 0.01, "l2": 0, "momentum": 0},
    {"lr": 0.03, "l2": 1e-3, "momentum": 0.5},
]
