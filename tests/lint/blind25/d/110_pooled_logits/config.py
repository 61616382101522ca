EXPERIMENT = {
    "pooling": "max",
    "runs": [{"seed": 0, "lr": 0.1}, {"seed": 1, "lr": 0.05}, {"seed": 2, "lr": 0.02}],
}
