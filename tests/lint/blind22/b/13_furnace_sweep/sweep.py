SWEEP = [
    {"lr": 1e-2, "hidden": 16},
    {"lr": 3e-3, "hidden": 16},
    {"lr": 1e-3, "hidden": 16},
]
