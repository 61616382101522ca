import numpy as np


def generate_maze(rng, size, wall_prob=0.25):
    grid = (rng.random((size, size)) < wall_prob).astype(np.float32)
    grid[0, 0] = 0.0
    grid[-1, -1] = 0.0
    return grid


def random_mazes(rng, episodes, min_size=5, max_size=10):
    for _ in range(episodes):
        size = int(rng.integers(min_size, max_size + 1))
        walls = np.ones((max_size, max_size), dtype=np.float32)
        walls[:size, :size] = generate_maze(rng, size)
        yield walls, (size - 1, size - 1)
