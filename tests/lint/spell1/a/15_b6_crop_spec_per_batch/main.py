import jax
import numpy as np

from augment import CropSpec, random_crop

CROP = 24


def batches(images, batch_size, train=True):
    for i in range(0, len(images), batch_size):
        yield images[i:i + batch_size], CropSpec(size=CROP, flip=train)


if __name__ == "__main__":
    images = np.random.default_rng(0).random((80, 28, 28), dtype=np.float32)
    key = jax.random.PRNGKey(0)
    means = []
    for xb, spec in batches(images, 16):
        key, sub = jax.random.split(key)
        means.append(float(random_crop(xb, sub, spec).mean()))
    print(np.round(means, 4))
