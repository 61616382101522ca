SWEEP = [
    {"label_smoothing": 0.0, "weight_decay": 1e-4},
    {"label_smoothing": 0.05, "weight_decay": 1e-4},
    {"label_smoothing": 0.1, "weight_decay": 1e-4},
    {"label_smoothing": 0.2, "weight_decay": 1e-4},
]
