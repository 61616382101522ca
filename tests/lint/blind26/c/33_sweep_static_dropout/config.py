SWEEP = [
    {"name": "d0", "dropout": 0.0, "lr": 0.01},
    {"name": "d1", "dropout": 0.1, "lr": 0.01},
    {"name": "d2", "dropout": 0.2, "lr": 0.01},
    {"name": "d3", "dropout": 0.3, "lr": 0.01},
]
