import numpy as np


def random_crop(rng, image, side):
    h, w = image.shape[:2]
    y = rng.integers(0, h - side + 1)
    x = rng.integers(0, w - side + 1)
    return image[y:y + side, x:x + side]


def augmented_batches(rng, images, labels, batch_size, steps, min_frac=0.75):
    full = images.shape[1]
    for _ in range(steps):
        idx = rng.choice(len(images), size=batch_size, replace=False)
        side = int(full * rng.uniform(min_frac, 1.0))
        crops = [random_crop(rng, images[i], side) for i in idx]
        yield np.stack(crops), labels[idx]
