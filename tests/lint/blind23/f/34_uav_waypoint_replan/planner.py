import numpy as np


def initial_route():
    return [np.array([0.0, 0.0, 100.0], np.float32),
            np.array([400.0, 0.0, 120.0], np.float32),
            np.array([400.0, 300.0, 120.0], np.float32),
            np.array([0.0, 300.0, 100.0], np.float32)]


def replan(route, obstacle):
    shifted = []
    for wp in route:
        d = wp[:2] - obstacle
        if np.linalg.norm(d) < 80.0:
            wp = wp.copy()
            wp[:2] = obstacle + 80.0 * d / (np.linalg.norm(d) + 1e-6)
        shifted.append(wp)
    return tuple(shifted)
