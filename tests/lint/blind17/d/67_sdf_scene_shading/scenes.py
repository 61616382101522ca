import numpy as np


def random_scenes(n_scenes=4, n_spheres=3, seed=0):
    rng = np.random.default_rng(seed)
    scenes = []
    for _ in range(n_scenes):
        spheres = np.stack([
            rng.uniform(-1, 1, n_spheres), rng.uniform(-1, 1, n_spheres),
            rng.uniform(2, 4, n_spheres), rng.uniform(0.3, 0.8, n_spheres),
        ], axis=1).astype(np.float32)
        scenes.append(spheres)
    return scenes
