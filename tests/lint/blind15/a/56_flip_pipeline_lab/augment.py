import numpy as np


def normalize(images):
    return (images.astype(np.float32) / 255.0 - 0.5) / 0.25


def random_flip(images, rng, p=0.5):
    if rng.random() < p:
        return normalize(images[:, :, ::-1, :])
    return images


def make_loader(num_batches, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        images = rng.integers(0, 256, size=(batch_size, 12, 12, 3), dtype=np.uint8)
        labels = rng.integers(0, 5, size=(batch_size,), dtype=np.int32)
        yield random_flip(images, rng), labels
