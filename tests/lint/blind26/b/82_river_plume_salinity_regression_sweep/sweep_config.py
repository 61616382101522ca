SWEEP = [
    {"name": "wd-0", "weight_decay": 0.0, "seed": 0},
    {"name": "wd-1e-4", "weight_decay": 1e-4, "seed": 0},
    {"name": "wd-1e-3", "weight_decay": 1e-3, "seed": 0},
    {"name": "wd-1e-2", "weight_decay": 1e-2, "seed": 0},
]
EPOCHS = 3
BATCH = 128
