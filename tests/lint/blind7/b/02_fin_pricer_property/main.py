import numpy as np
import jax.numpy as jnp

from pricing import BlackScholesPricer

STRIKES = jnp.linspace(80.0, 120.0, 9)


def load_closes(n_days, seed=1):
    rng = np.random.default_rng(seed)
    return 100.0 * np.exp(np.cumsum(rng.normal(0, 0.01, n_days)))


def main():
    pricer = BlackScholesPricer(rate=0.03)
    closes = load_closes(6)
    vol = jnp.full_like(STRIKES, 0.2)
    tau = jnp.full_like(STRIKES, 0.25)
    for day, close in enumerate(closes):
        spot = jnp.full_like(STRIKES, close)
        prices = pricer.call_price(spot, STRIKES, vol, tau)
        print(day, np.round(np.asarray(prices[:3]), 3))


if __name__ == "__main__":
    main()
