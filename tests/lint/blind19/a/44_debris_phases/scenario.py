PHASES = [
    {"name": "orbit", "frames": 3, "gravity": 0.0},
    {"name": "reentry", "frames": 3, "gravity": -3.7},
    {"name": "landing", "frames": 3, "gravity": -9.81},
]
