import numpy as np

SCENES = ["lego", "ship", "drums", "mic"]


def scene_batches(steps, rays=48, seed=0):
    rng = np.random.default_rng(seed)
    for step in range(steps):
        name = SCENES[step % len(SCENES)]
        yield name, {
            "scene_id": np.int32(SCENES.index(name)),
            "origins": rng.normal(size=(rays, 3)).astype(np.float32),
            "dirs": rng.normal(size=(rays, 3)).astype(np.float32),
            "rgb": rng.uniform(size=(rays, 3)).astype(np.float32),
        }
