import jax
import jax.numpy as jnp
import numpy as np

from optimizer import anneal_sweep

N_ASSETS = 8


def estimates(seed=0):
    rng = np.random.default_rng(seed)
    mu = rng.uniform(0.02, 0.12, N_ASSETS).astype(np.float32)
    a = rng.normal(size=(N_ASSETS, N_ASSETS)) * 0.05
    cov = (a @ a.T + np.diag(rng.uniform(0.01, 0.04, N_ASSETS))).astype(np.float32)
    return jnp.asarray(mu), jnp.asarray(cov)


def main():
    mu, cov = estimates()
    key = jax.random.PRNGKey(0)
    w = jnp.full((N_ASSETS,), 1.0 / N_ASSETS, dtype=jnp.float32)
    temperature = 0.05
    for sweep in range(5):
        key, sub = jax.random.split(key)
        w, f = anneal_sweep(sub, w, mu, cov, temperature)
        temperature *= 0.6
        print(f"sweep {sweep}: T={temperature:.4f} objective={float(f):.5f}")
    print("weights:", np.asarray(w).round(3))


if __name__ == "__main__":
    main()
