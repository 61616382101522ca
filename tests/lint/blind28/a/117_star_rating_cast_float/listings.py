import numpy as np

RAW = [
    {"name": "Casa Alfama", "stars": 4, "reviews": 812, "rating": 9.1},
    {"name": "Rio Palace", "stars": 4.5, "reviews": 1430, "rating": 8.7},
    {"name": "Hostel Baixa", "stars": 2, "reviews": 2210, "rating": 8.9},
    {"name": "Quinta Verde", "stars": 3.5, "reviews": 96, "rating": 9.4},
    {"name": "Grand Avenida", "stars": 5, "reviews": 654, "rating": 8.8},
]


def to_features(item):
    return {k: np.float32(v) for k, v in item.items() if k != "name"}
