from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("horizon",))
def scaled_var(daily_pnl, horizon, alpha=0.99):
    q = jnp.quantile(-daily_pnl, alpha)
    return q * jnp.sqrt(horizon)


def main():
    rng = np.random.default_rng(1)
    holding_periods = np.array([10, 10, 10])
    for desk in range(3):
        pnl = jnp.asarray((rng.standard_normal(500) * 1e4).astype(np.float32))
        h = holding_periods[desk] if desk else 10
        print(desk, type(h).__name__, round(float(scaled_var(pnl, horizon=h))))


if __name__ == "__main__":
    main()
