SITES = [
    {"name": "Kings Mill", "sigma": 0.05},
    {"name": "Ferry Lane", "sigma": None},
    {"name": "Old Weir", "sigma": 0.08},
    {"name": "Marsh Bridge", "sigma": None},
]
