SETTINGS = {
    "runs": [
        {"label_smoothing": 0.0, "lr": 0.3},
        {"label_smoothing": 0.05, "lr": 0.3},
        {"label_smoothing": 0.1, "lr": 0.3},
    ],
    "steps": 25,
}
