import jax
import jax.numpy as jnp
import numpy as np

MAX_ROWS = 64


@jax.jit
def weighted_stats(values, weights, n_valid):
    valid = (jnp.arange(values.shape[0]) < n_valid).astype(values.dtype)
    w = weights * valid
    mean = jnp.sum(values * w[:, None], 0) / jnp.sum(w)
    var = jnp.sum(w[:, None] * (values - mean) ** 2, 0) / jnp.sum(w)
    return mean, jnp.sqrt(var)


def pad_to(arr, rows):
    out = np.zeros((rows,) + arr.shape[1:], arr.dtype)
    out[: len(arr)] = arr
    return out


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for day in range(5):
        n = int(rng.integers(20, MAX_ROWS))
        values = pad_to(rng.normal(size=(n, 3)).astype(np.float32), MAX_ROWS)
        weights = pad_to(rng.random(n).astype(np.float32) + 0.1, MAX_ROWS)
        mask = weights > 0
        mean, std = weighted_stats(values, weights, np.count_nonzero(mask))
        print(day, np.round(np.asarray(mean), 3), np.round(np.asarray(std), 3))
