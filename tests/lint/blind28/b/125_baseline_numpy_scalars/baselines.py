import numpy as np


def region_baseline(region_scores, source):
    if source == "warehouse":
        # warehouse exports are float64
        return np.mean(region_scores.astype(np.float64))
    return np.mean(region_scores)
