import jax
import jax.numpy as jnp
import numpy as np

from utils import scheduled_batches, to_device_batch

N_FEATURES = 6
PAD_TO = 512


@jax.jit
def outlier_fraction(rows, n_valid, center, cutoff=3.5):
    d = jnp.sqrt(((rows.astype(jnp.float32) - center) ** 2).sum(-1))
    valid = jnp.arange(rows.shape[0]) < n_valid
    return jnp.sum((d > cutoff) & valid) / n_valid


def main():
    rng = np.random.default_rng(137)
    center = jnp.zeros(N_FEATURES, jnp.float32)
    for i, raw in enumerate(scheduled_batches(rng, [100, 300, 200, 480], N_FEATURES)):
        n = raw.shape[0]
        padded = np.zeros((PAD_TO, N_FEATURES))
        padded[:n] = raw
        frac = outlier_fraction(to_device_batch(padded, n), n, center)
        print(i, n, round(float(frac), 4))


if __name__ == "__main__":
    main()
