import jax.numpy as jnp
import numpy as np

from stitch import stitch_crops

CROP_H, CROP_W = 16, 20


def word_crops(rng):
    n_words = int(rng.integers(2, 7))
    return [jnp.asarray(rng.random((CROP_H, CROP_W)), jnp.float32) for _ in range(n_words)]


def main():
    rng = np.random.default_rng(1)
    for line in range(6):
        crops = word_crops(rng)
        strip = stitch_crops(*crops)
        print(line, len(crops), strip.shape)


if __name__ == "__main__":
    main()
