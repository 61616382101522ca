import numpy as np

ROUTES = {
    "KJFK-KLAX": [(40.64, -73.78), (41.4, -80.0), (39.9, -95.0), (37.0, -110.0), (33.94, -118.41)],
    "KBOS-KORD": [(42.36, -71.01), (42.6, -79.0), (41.98, -87.90)],
    "KSEA-KSFO": [(47.45, -122.31), (42.0, -122.8), (37.62, -122.38)],
    "KATL-KDEN": [(33.64, -84.43), (35.0, -90.0), (37.5, -97.0), (39.0, -102.0), (39.86, -104.67)],
    "KMIA-KDFW": [(25.79, -80.29), (29.0, -88.0), (31.0, -93.0), (32.90, -97.04)],
}


def waypoint_arrays(route):
    return [np.array(p, np.float32) for p in ROUTES[route]]


MAX_WPT = 8


def padded_route(route):
    pts = np.array(ROUTES[route], np.float32)
    out = np.repeat(pts[-1:], MAX_WPT, axis=0)  # pad with destination: zero-length legs
    out[:len(pts)] = pts
    return out
