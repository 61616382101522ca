SCENARIOS = [
    {"name": "weekday", "hours": 24, "capacity": 900.0},
    {"name": "weekend", "hours": 48, "capacity": 900.0},
    {"name": "peak season week", "hours": 168, "capacity": 1200.0},
    {"name": "strike recovery", "hours": 72, "capacity": 1000.0},
]
