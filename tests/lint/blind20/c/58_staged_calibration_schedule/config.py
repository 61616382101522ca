PHASES = [
    {"name": "warmup", "lr": 0.1, "steps": 5},
    {"name": "main", "lr": 0.03, "steps": 10},
    {"name": "polish", "lr": 0.005, "steps": 5},
]
