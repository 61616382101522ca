import jax
import jax.numpy as jnp
import numpy as np

from batch import make_batch

CAPACITY, WIDTH = 16, 20


@jax.jit
def window_zscores(batch):
    mu = jnp.sum(batch.x.mean(1) * batch.mask) / jnp.sum(batch.mask)
    sd = batch.x.std(1)
    return jnp.where(batch.mask > 0, (batch.x.mean(1) - mu) / (sd + 1e-6), 0.0)


def main():
    rng = np.random.default_rng(0)
    for tick in range(6):
        n = int(rng.integers(8, CAPACITY + 1))
        windows = [rng.normal(0, 1, WIDTH).astype(np.float32) for _ in range(n)]
        z = window_zscores(make_batch(windows, CAPACITY))
        print(f"tick {tick}: {n} windows, max |z| {float(jnp.abs(z).max()):.2f}")


if __name__ == "__main__":
    main()
