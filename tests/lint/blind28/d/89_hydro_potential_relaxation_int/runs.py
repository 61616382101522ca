RUNS = [
    {"name": "baseline", "omega": 1, "flotation": 0.9},
    {"name": "over-relaxed", "omega": 1.6, "flotation": 0.9},
    {"name": "low-water", "omega": 1, "flotation": 0.7},
    {"name": "high-water", "omega": 1.4, "flotation": 1.0},
]
