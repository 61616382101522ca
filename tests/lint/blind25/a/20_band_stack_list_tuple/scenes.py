import numpy as np


def load_planet_scene(rng):
    cube = rng.uniform(0.01, 0.5, size=(4, 64, 64)).astype(np.float32)
    return [cube[0], cube[1], cube[2], cube[3]]


def load_sentinel_scene(rng):
    b2, b3, b4, b8 = (rng.uniform(0.01, 0.5, size=(64, 64)).astype(np.float32) for _ in range(4))
    return b2, b3, b4, b8


def scene_stream(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        if i % 2 == 0:
            yield "planet", load_planet_scene(rng)
        else:
            yield "sentinel2", load_sentinel_scene(rng)
