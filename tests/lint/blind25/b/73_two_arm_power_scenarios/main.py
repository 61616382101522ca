import sys

import jax
import jax.numpy as jnp

from simulate import default_key, simulate_trial


def power(effect_size, key, n_sims):
    hits = 0
    for i in range(n_sims):
        hits += bool(simulate_trial(jax.random.fold_in(key, i), effect_size))
    return hits / n_sims


def main(argv):
    root = default_key(2024)
    k_a, k_b = jax.random.split(root)
    print("scenario A power:", power(jnp.float32(5.0), k_a, 20))
    print("scenario B power:", power(jnp.float32(3.0), k_b, 20))


if __name__ == "__main__":
    main(sys.argv)
