import numpy as np
import jax
import jax.numpy as jnp

MAX_STARS = 32
SIZE = 11


def star_centroid(stamp):
    yy, xx = jnp.mgrid[:SIZE, :SIZE]
    w = jnp.clip(stamp - jnp.median(stamp), 0)
    tot = jnp.maximum(w.sum(), 1e-6)
    return jnp.array([(w * xx).sum() / tot, (w * yy).sum() / tot])


batched_centroids = jax.jit(jax.vmap(star_centroid))


def chip_stamps(chip):
    rng = np.random.default_rng(chip)
    n = int(rng.integers(10, MAX_STARS))
    yy, xx = np.mgrid[:SIZE, :SIZE]
    off = rng.uniform(-1, 1, (n, 2))
    st = np.exp(-((xx[None] - 5 - off[:, :1, None]) ** 2 + (yy[None] - 5 - off[:, 1:, None]) ** 2) / 3.0)
    st = 500 * st + rng.normal(20, 1, st.shape)
    padded = np.zeros((MAX_STARS, SIZE, SIZE), np.float32)
    padded[:n] = st
    return padded, n, off


def main():
    for chip in range(5):
        stamps, n, off = chip_stamps(chip)
        cen = np.asarray(batched_centroids(stamps))[:n]
        err = np.abs(cen - 5 - off).max()
        print(f"chip {chip}: {n} stars, max centroid error {err:.3f} px")


if __name__ == "__main__":
    main()
