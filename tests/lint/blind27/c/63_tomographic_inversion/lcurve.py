import numpy as np

from solver import damped_lsq


def l_curve(G, d, dampings):
    pts = []
    for eps in dampings:
        m = damped_lsq(G, d, eps)
        pts.append((float(np.linalg.norm(G @ np.asarray(m) - d)), float(np.linalg.norm(m))))
    return pts
