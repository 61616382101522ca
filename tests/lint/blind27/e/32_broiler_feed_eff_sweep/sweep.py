SWEEP = [
    {"learning_rate": 1e-3, "weight_decay": 0.0},
    {"learning_rate": 3e-3, "weight_decay": 1e-4},
    {"learning_rate": 1e-2, "weight_decay": 1e-4},
    {"learning_rate": 3e-2, "weight_decay": 1e-3},
]
