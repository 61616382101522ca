import datetime as dt
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from calendar_utils import hours_in_day, trading_days

P_MAX = 50.0
RAMP = 15.0


@partial(jax.jit, static_argnums=(2,))
def dispatch(prices, demand, n_hours, n_iter=200):
    gen = jnp.zeros(n_hours)

    def body(i, g):
        grad = prices[:n_hours] + 2.0 * (g - demand[:n_hours])
        g = jnp.clip(g - 0.05 * grad, 0.0, P_MAX)
        ramp = jnp.diff(g, prepend=g[:1])
        return g + jnp.where(jnp.abs(ramp) > RAMP, -0.1 * ramp, 0.0)

    gen = jax.lax.fori_loop(0, n_iter, body, gen)
    return gen, jnp.sum(prices[:n_hours] * gen)


def main():
    rng = np.random.default_rng(1)
    days = trading_days(dt.date(2024, 3, 29), 4) + trading_days(dt.date(2024, 10, 26), 3)
    for day in days:
        h = hours_in_day(day)
        prices = rng.uniform(20, 80, size=25).astype(np.float32)
        demand = rng.uniform(10, 40, size=25).astype(np.float32)
        gen, cost = dispatch(prices, demand, h)
        print(day, h, float(cost))


if __name__ == "__main__":
    main()
