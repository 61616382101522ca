import numpy as np


def make_scene(num_images=3, height=12, width=10, seed=0):
    rng = np.random.default_rng(seed)
    origins = rng.normal(size=(num_images, height, width, 3)).astype(np.float32)
    dirs = rng.normal(size=(num_images, height, width, 3)).astype(np.float32)
    dirs /= np.linalg.norm(dirs, axis=-1, keepdims=True)
    rgb = rng.uniform(size=(num_images, height, width, 3)).astype(np.float32)
    return origins.reshape(-1, 3), dirs.reshape(-1, 3), rgb.reshape(-1, 3)


def ray_batches(origins, dirs, rgb, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    order = rng.permutation(origins.shape[0])
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        yield {"origins": origins[idx], "dirs": dirs[idx], "rgb": rgb[idx]}
