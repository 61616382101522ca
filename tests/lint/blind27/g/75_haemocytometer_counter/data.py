import numpy as np


def haemocytometer_tiles(n_batches, bs=16, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        counts = rng.integers(0, 12, bs)
        imgs = np.zeros((bs, 16, 16, 1), np.uint8)
        for i, c in enumerate(counts):
            for _ in range(c):
                r, q = rng.integers(1, 15, 2)
                imgs[i, r - 1:r + 2, q - 1:q + 2, 0] = 200
        yield imgs, counts.astype(np.float32)


def maybe_augment(imgs, rng, p=0.5):
    if rng.random() < p:
        flipped = imgs[:, :, ::-1] if rng.random() < 0.5 else imgs[:, ::-1]
        noise = rng.normal(0, 5, imgs.shape)
        return np.clip(flipped + noise, 0, 255).astype(np.float32)
    return imgs
