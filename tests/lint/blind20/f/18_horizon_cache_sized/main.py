import numpy as np
import jax.numpy as jnp

from solvers import get_dispatch_solver

MARKETS = [("day_ahead", 24), ("intraday", 4)]


def main():
    rng = np.random.default_rng(7)
    soc = {"day_ahead": jnp.float32(0.5), "intraday": jnp.float32(0.5)}
    for rnd in range(3):
        for market, horizon in MARKETS:
            prices = jnp.asarray(rng.uniform(20, 120, size=horizon), dtype=jnp.float32)
            solve = get_dispatch_solver(horizon)
            soc[market], revenue = solve(prices, soc[market], jnp.float32(0.25))
            print(rnd, market, float(revenue))


if __name__ == "__main__":
    main()
