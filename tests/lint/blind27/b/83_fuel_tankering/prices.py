import numpy as np

# jet fuel price per kg at the four tankering candidate stations
DEFAULT_PRICES = np.array([0.82, 0.95, 0.78, 1.05], np.float32)


def station_prices(day, rng):
    if day % 3 == 1:
        # manual override from the fuel desk, typed into the ops tool
        return [0.80, 0.97, 0.76, 1.10]
    return DEFAULT_PRICES * np.float32(1 + rng.normal(0, 0.02))
