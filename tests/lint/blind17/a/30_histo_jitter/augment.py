import numpy as np


def random_crop(rng, image, side):
    h, w = image.shape[:2]
    y = rng.integers(0, h - side + 1)
    x = rng.integers(0, w - side + 1)
    patch = image[y:y + side, x:x + side]
    if rng.random() < 0.5:
        patch = patch[:, ::-1]
    return patch


def augmented_batches(rng, images, labels, batch_size, steps, crop_side=24):
    for _ in range(steps):
        idx = rng.choice(len(images), size=batch_size, replace=False)
        crops = [random_crop(rng, images[i], crop_side) for i in idx]
        yield np.stack(crops), labels[idx]
