import numpy as np

N_LANES, N_POINTS = 6, 10


def survey_tile(rng):
    xs = np.linspace(0.0, 45.0, N_POINTS)
    lanes = [np.stack([xs, np.full(N_POINTS, 3.5 * i) + rng.normal(size=N_POINTS) * 0.1], -1)
             for i in range(N_LANES)]
    return np.stack(lanes).astype(np.float32)


def grid_tile(rng):
    origin = rng.integers(0, 100, size=(N_LANES, 1, 2))
    steps = np.arange(N_POINTS)[None, :, None] * np.array([5, 0])
    return (origin + steps).astype(np.float32)


def load_tiles(rng, n):
    return [survey_tile(rng) if i % 2 == 0 else grid_tile(rng) for i in range(n)]
