import jax
import jax.numpy as jnp
import numpy as np

from sde import first_passage_fraction, ornstein_uhlenbeck_path

N_PATHS = 256
BARRIER = 0.6


def estimate(n_batches=3, seed=0):
    key = jax.random.PRNGKey(seed)
    fractions = []
    for b in range(n_batches):
        key, sub = jax.random.split(key)
        keys = jax.random.split(sub, N_PATHS)
        simulate = jax.jit(jax.vmap(ornstein_uhlenbeck_path, in_axes=(0, None)))
        paths = simulate(keys, jnp.float32(0.0))
        fractions.append(float(first_passage_fraction(paths, BARRIER)))
        print(f"batch {b}: P(hit {BARRIER}) ~ {fractions[-1]:.3f}")
    return np.mean(fractions), np.std(fractions) / np.sqrt(n_batches)


if __name__ == "__main__":
    m, se = estimate()
    print(f"estimate {m:.4f} +- {se:.4f}")
