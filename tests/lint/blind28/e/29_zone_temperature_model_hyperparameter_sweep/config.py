SWEEP = {
    "learning_rate": [3e-3, 1e-2, 3e-2],
    "steps": 30,
    "hidden": 16,
}
