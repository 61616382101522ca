import numpy as np

FIELD_TABLE = [
    {"id": "P-101", "irrigated": True, "awc": 160.0},
    {"id": "P-102", "irrigated": False, "awc": 120.0},
    {"id": "P-103", "irrigated": True, "awc": 140.0},
    {"id": "P-104", "irrigated": False, "awc": 180.0},
]


def season_weather(rng, n=100):
    return rng.uniform(3, 7, n).astype(np.float32), (rng.gamma(0.3, 10.0, n)).astype(np.float32)
