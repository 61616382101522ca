import jax
import jax.numpy as jnp
import numpy as np

from preprocess import pad_to_bucket, resize_keep_aspect

PART_SIZES = [(40, 40), (80, 40), (60, 40), (40, 40), (120, 40), (64, 32)]


@jax.jit
def shrinkage_score(img, mask):
    row_pair = mask[1:] * mask[:-1]
    gy = jnp.sum(jnp.abs(jnp.diff(img, axis=0)) * row_pair) / (jnp.sum(row_pair) * img.shape[1])
    gx = jnp.sum(jnp.abs(jnp.diff(img, axis=1)) * mask) / (jnp.sum(mask) * (img.shape[1] - 1))
    return gy + gx


def main():
    rng = np.random.default_rng(137)
    for i, (h, w) in enumerate(PART_SIZES):
        img = rng.random((h, w), dtype=np.float32)
        padded, mask = pad_to_bucket(resize_keep_aspect(img))
        print(i, padded.shape, round(float(shrinkage_score(padded, mask)), 4))


if __name__ == "__main__":
    main()
