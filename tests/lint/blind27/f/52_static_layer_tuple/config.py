EXPERIMENTS = [
    {"name": "baseline", "layers": [32, 32], "lr": 1e-2},
    {"name": "low_lr", "layers": [32, 32], "lr": 3e-3},
    {"name": "high_lr", "layers": [32, 32], "lr": 3e-2},
]
