import jax
import jax.numpy as jnp
import numpy as np

from paths import asian_payoffs


def price_to_tolerance(market, tol=0.02, n_start=512, max_rounds=8, seed=0):
    key = jax.random.PRNGKey(seed)
    n_paths = n_start
    for _ in range(max_rounds):
        key, sub = jax.random.split(key)
        pay = np.asarray(asian_payoffs(sub, market, n_paths=n_paths))
        price, stderr = pay.mean(), pay.std(ddof=1) / np.sqrt(len(pay))
        print(f"n={n_paths}: price {price:.4f} +- {stderr:.4f}")
        if stderr < tol:
            break
        n_paths *= 2
    return price, stderr


if __name__ == "__main__":
    market = jnp.array([100.0, 100.0, 0.03, 0.25, 1.0], dtype=jnp.float32)
    price_to_tolerance(market)
