from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

SETTINGS = (("n_packs", 512), ("storage_c", 4.0), ("mu_ref", 0.35), ("lag_h", 48.0), ("limit_log", 7.0))


@partial(jax.jit, static_argnames=("settings",))
def sliced_ham_packs(key, settings):
    s = dict(settings)
    k1, k2, k3 = jax.random.split(key, 3)
    n = s["n_packs"]
    n0 = 1.5 + 0.5 * jax.random.normal(k1, (n,))
    mu = s["mu_ref"] * jnp.exp(0.1 * (s["storage_c"] - 4.0)) * jnp.exp(0.2 * jax.random.normal(k2, (n,)))
    lag = s["lag_h"] * jnp.exp(0.3 * jax.random.normal(k3, (n,)))
    return (lag + (s["limit_log"] - n0) / mu * 24.0 / 2.303) / 24.0


def main():
    keys = jax.random.split(jax.random.PRNGKey(42), 5)
    for rep in range(5):
        days = sliced_ham_packs(keys[rep], settings=SETTINGS)
        print(f"replicate {rep}: P10 shelf life {np.percentile(np.asarray(days), 10):.2f} d")


if __name__ == "__main__":
    main()
