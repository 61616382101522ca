# focal-loss settings tried for the rare "landslide" class
SWEEP = [
    {"gamma": 2.0, "alpha": 0.25},
    {"gamma": 1.5, "alpha": 0.25},
    {"gamma": 3.0, "alpha": 0.5},
    {"gamma": 2.5, "alpha": 0.5},
]
