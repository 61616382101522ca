import numpy as np

from grid import OccupancyGrid


def fake_scan(rng, n_beams=180):
    ang = np.linspace(-np.pi, np.pi, n_beams, endpoint=False)
    rng_m = rng.uniform(3.0, 12.0, size=n_beams)
    hits = np.stack([rng_m * np.cos(ang), rng_m * np.sin(ang)], axis=1)
    free = hits * rng.uniform(0.2, 0.9, size=(n_beams, 1))
    return hits.astype(np.float32), free.astype(np.float32)


def main():
    rng = np.random.default_rng(7)
    grid = OccupancyGrid()
    for _ in range(6):
        hits, free = fake_scan(rng)
        grid.update(hits, free)
    p = np.asarray(grid.probabilities())
    print("occupied cells", int((p > 0.7).sum()))


if __name__ == "__main__":
    main()
