RUNS = [
    {"name": "coarse", "dt": 60, "steps": 10},
    {"name": "fine", "dt": 12.5, "steps": 10},
    {"name": "medium", "dt": 30, "steps": 10},
]
