import jax
import jax.numpy as jnp
import numpy as np

from preprocess import resize_keep_aspect

PART_SIZES = [(40, 40), (80, 40), (60, 40), (40, 40), (120, 40), (64, 32)]


@jax.jit
def shrinkage_score(img):
    gy = jnp.abs(jnp.diff(img, axis=0)).mean()
    gx = jnp.abs(jnp.diff(img, axis=1)).mean()
    return gy + gx


def main():
    rng = np.random.default_rng(137)
    for i, (h, w) in enumerate(PART_SIZES):
        img = rng.random((h, w), dtype=np.float32)
        small = resize_keep_aspect(img)
        print(i, small.shape, round(float(shrinkage_score(small)), 4))


if __name__ == "__main__":
    main()
