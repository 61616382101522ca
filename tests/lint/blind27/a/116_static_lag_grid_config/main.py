from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from config import REPORTING


@partial(jax.jit, static_argnames=("lag_grid",))
def paid_development(lag_idx, amounts, lag_grid):
    table = jnp.zeros(len(lag_grid)).at[jnp.clip(lag_idx, 0, len(lag_grid) - 1)].add(amounts)
    return table, jnp.cumsum(table) / jnp.maximum(table.sum(), 1e-6)


def main():
    rng = np.random.default_rng(452)
    for quarter in range(1, REPORTING["quarters"] + 1):
        lags = rng.integers(0, min(2 + quarter, 12), 120)
        amounts = rng.gamma(2.0, 400.0 * np.exp(-0.2 * lags)).astype(np.float32)
        table, pattern = paid_development(jnp.asarray(lags, jnp.int32), jnp.asarray(amounts),
                                          lag_grid=REPORTING["lag_grid"])
        print(quarter, int((table > 0).sum()), round(float(pattern[2]), 3))


if __name__ == "__main__":
    main()
