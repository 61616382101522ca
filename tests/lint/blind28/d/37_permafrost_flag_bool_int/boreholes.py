import numpy as np

# GTN-P style metadata; 'organic' recorded as yes/no in older files, 0/1 in newer CSV exports
META = [
    {"site": "Utqiagvik", "organic": True},
    {"site": "Deadhorse", "organic": 1},
    {"site": "Iqaluit", "organic": False},
    {"site": "Tiksi", "organic": 0},
    {"site": "Kangerlussuaq", "organic": True},
]


def borehole_profile(seed, n=24):
    rng = np.random.default_rng(seed)
    depth = np.linspace(0.5, 20.0, n)
    temp = -6.0 + 0.03 * depth + 4.0 * np.exp(-depth / 2.0) * np.cos(depth) + rng.normal(0, 0.05, n)
    return depth.astype(np.float32), temp.astype(np.float32)
