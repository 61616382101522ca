import numpy as np

from density import daily_heatmap

HOTSPOTS = np.array([[38.711, -9.136], [38.697, -9.206], [38.714, -9.133], [38.723, -9.146]])


def gps_pings(rng, n=2000):
    centres = HOTSPOTS[rng.integers(0, len(HOTSPOTS), n)]
    return (centres + rng.normal(0, 0.004, (n, 2))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for day in range(6):
        heat = daily_heatmap(gps_pings(rng))
        print(day, heat.shape, "busiest cell count", int(heat.max()))


if __name__ == "__main__":
    main()
