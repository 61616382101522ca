import numpy as np

MEAN, STD = 127.5, 64.0


def synthetic_images(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 2, size=n).astype(np.int32)
    base = rng.integers(0, 200, size=(n, 8, 8, 3))
    base[labels == 1, 2:6, 2:6, :] += 55
    return base.astype(np.uint8), labels


def normalize(images):
    return (images.astype(np.float32) - MEAN) / STD


def random_flip(images, rng):
    flip = rng.random(len(images)) < 0.5
    images = images.copy()
    images[flip] = images[flip, :, ::-1]
    return images


def train_batches(images, labels, bs, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(0, len(images), bs):
        x = random_flip(images[i:i + bs], rng)
        yield normalize(x), labels[i:i + bs]


def val_batches(images, labels, bs):
    for i in range(0, len(images), bs):
        yield normalize(images[i:i + bs]), labels[i:i + bs]
