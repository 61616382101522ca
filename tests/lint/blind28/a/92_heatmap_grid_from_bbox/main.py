import numpy as np

from density import visitor_heatmap
from grid import grid_for

HOTSPOTS = np.array([[38.711, -9.136], [38.697, -9.206], [38.714, -9.133], [38.723, -9.146]])


def gps_pings(rng, n=2000):
    centres = HOTSPOTS[rng.integers(0, len(HOTSPOTS), n)]
    return (centres + rng.normal(0, 0.004, (n, 2))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for day in range(6):
        pts = gps_pings(rng)
        origin, shape = grid_for(pts)
        heat = visitor_heatmap(pts, origin, shape=shape)
        print(day, shape, "busiest cell count", int(heat.max()))


if __name__ == "__main__":
    main()
