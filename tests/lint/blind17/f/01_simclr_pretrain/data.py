import numpy as np


def random_flip(rng, imgs):
    flip = rng.random(len(imgs)) < 0.5
    out = imgs.copy()
    out[flip] = out[flip, :, ::-1]
    return out


def color_jitter(rng, imgs, strength=0.4):
    scale = 1.0 + strength * (rng.random((len(imgs), 1, 1, 1)) - 0.5)
    return np.clip(imgs * scale, 0.0, 1.0).astype(np.float32)


def two_view_batches(images, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(images))
    for start in range(0, len(images), batch_size):
        idx = order[start:start + batch_size]
        x = images[idx]
        v1 = color_jitter(rng, random_flip(rng, x))
        v2 = color_jitter(rng, random_flip(rng, x))
        yield v1, v2
