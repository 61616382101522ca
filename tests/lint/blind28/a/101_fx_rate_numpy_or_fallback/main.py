import jax
import jax.numpy as jnp
import numpy as np

from fx import eur_rate


@jax.jit
def revenue_in_eur(amounts, rate, commission):
    return jnp.sum(amounts * rate * (1.0 - commission))


def main():
    rng = np.random.default_rng(0)
    commission = jnp.float32(0.15)
    for day in range(6):
        quotes = {"GBP": rng.normal(1.17, 0.01, 5), "USD": rng.normal(0.92, 0.01, 5)}
        if day % 3 == 2:
            quotes["USD"] = np.array([])
        for cur in ("GBP", "USD", "CHF"):
            amounts = jnp.asarray(rng.gamma(2, 200, 50), jnp.float32)
            eur = revenue_in_eur(amounts, eur_rate(cur, quotes), commission)
            print(day, cur, round(float(eur), 2))


if __name__ == "__main__":
    main()
