import numpy as np


def grid_for_zone(zone):
    if zone == "full":
        xs, ys = np.linspace(0, 105, 22), np.linspace(0, 68, 14)
    elif zone == "final_third":
        xs, ys = np.linspace(70, 105, 8), np.linspace(0, 68, 14)
    else:
        xs, ys = np.linspace(88.5, 105, 5), np.linspace(13.8, 54.2, 9)
    gx, gy = np.meshgrid(xs, ys)
    return np.stack([gx.ravel(), gy.ravel()], -1).astype(np.float32)
