import numpy as np


def die_centers(wafer_mm=300.0, die_w=12.0, die_h=9.0, edge_excl=3.0):
    r_ok = wafer_mm / 2 - edge_excl
    xs = np.arange(-wafer_mm / 2, wafer_mm / 2, die_w) + die_w / 2
    ys = np.arange(-wafer_mm / 2, wafer_mm / 2, die_h) + die_h / 2
    X, Y = np.meshgrid(xs, ys)
    corners_ok = np.ones_like(X, bool)
    for dx in (-die_w / 2, die_w / 2):
        for dy in (-die_h / 2, die_h / 2):
            corners_ok &= np.hypot(X + dx, Y + dy) <= r_ok
    return np.stack([X[corners_ok], Y[corners_ok]], 1).astype(np.float32)
