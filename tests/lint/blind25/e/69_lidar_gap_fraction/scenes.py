import numpy as np

def scene_threshold(chm):
    return float(np.round(np.quantile(chm, 0.1), 2))
