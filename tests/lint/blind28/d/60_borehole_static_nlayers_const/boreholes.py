import numpy as np

# GTN-P boreholes, all logged to the standard 20 m depth
HOLES = [
    {"id": "RU-Bolvansky-56", "depth": 20.0, "magt": -1.8},
    {"id": "CA-Alert-BH1", "depth": 20.0, "magt": -14.2},
    {"id": "US-Barrow-2", "depth": 20.0, "magt": -8.5},
    {"id": "NO-Janssonhaugen", "depth": 20.0, "magt": -5.3},
    {"id": "CN-QTP-CN1", "depth": 20.0, "magt": -0.9},
]
DZ = 0.5


def grid_size(hole):
    return int(round(hole["depth"] / DZ)) + 1
