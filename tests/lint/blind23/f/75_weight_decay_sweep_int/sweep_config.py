SWEEP = [
    {"lr": 3e-3, "weight_decay": 0},
    {"lr": 3e-3, "weight_decay": 1e-4},
    {"lr": 1e-3, "weight_decay": 0},
    {"lr": 1e-3, "weight_decay": 1e-3},
]
