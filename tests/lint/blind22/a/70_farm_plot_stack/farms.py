import numpy as np

FARMS = {"oak_farm": 3, "mill_farm": 5, "hill_farm": 3, "lea_farm": 4}
MAX_PLOTS = max(FARMS.values())


def plot_ndvi_series(rng, farm):
    series = np.zeros((MAX_PLOTS, 26), np.float32)
    present = np.zeros(MAX_PLOTS, np.float32)
    for i in range(FARMS[farm]):
        series[i] = rng.uniform(0.1, 0.9, 26)
        present[i] = 1.0
    return series, present
