import jax
import jax.numpy as jnp
import numpy as np

from buckets import pad_strip


@jax.jit
def pvc_burden(strip, mask):
    x = (strip - jnp.sum(strip * mask) / jnp.sum(mask)) * mask
    wide = jnp.convolve(jnp.abs(x), jnp.ones(15) / 15.0, mode="same")
    narrow = jnp.convolve(jnp.abs(x), jnp.ones(5) / 5.0, mode="same")
    return jnp.sum((wide > 1.2 * narrow) * mask) / jnp.sum(mask)


def holter_strips(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        n_samples = int(rng.integers(1500, 8000))
        yield rng.standard_normal(n_samples).astype(np.float32)


def main():
    burdens = []
    for strip in holter_strips(10):
        padded, mask = pad_strip(strip)
        burdens.append(float(pvc_burden(padded, mask)))
    print(np.round(burdens, 3))


if __name__ == "__main__":
    main()
