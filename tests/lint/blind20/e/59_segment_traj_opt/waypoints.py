import numpy as np

DT = 0.05
WAYPOINTS = [(0.0, 0.0), (1.0, 0.5), (1.5, 1.0), (3.0, 2.0)]
DURATIONS = [1.0, 0.6, 1.4]


def segments():
    for (p0, p1), T in zip(zip(WAYPOINTS[:-1], WAYPOINTS[1:]), DURATIONS):
        n_knots = int(round(T / DT))
        yield np.array(p0, np.float32), np.array(p1, np.float32), n_knots
