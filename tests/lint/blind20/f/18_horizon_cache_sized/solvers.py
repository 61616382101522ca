from functools import lru_cache

import jax
import jax.numpy as jnp


@lru_cache(maxsize=None)
def get_dispatch_solver(horizon):
    def solve(prices, soc0, p_max):
        def body(carry, price):
            soc = carry
            charge = jnp.where(price < jnp.mean(prices), p_max, -p_max)
            soc_next = jnp.clip(soc + charge, 0.0, 1.0)
            return soc_next, (soc_next - soc) * price

        soc, cash = jax.lax.scan(body, soc0, prices[:horizon])
        return soc, -jnp.sum(cash)

    return jax.jit(solve)
