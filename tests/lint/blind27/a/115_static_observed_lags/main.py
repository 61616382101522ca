from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from data import quarter_payments, observed_lags


@partial(jax.jit, static_argnames=("lags_seen",))
def paid_by_lag(lag_idx, amounts, lags_seen):
    table = jnp.zeros(len(lags_seen))
    pos = jnp.searchsorted(jnp.asarray(lags_seen), lag_idx)
    return table.at[pos].add(amounts)


def main():
    rng = np.random.default_rng(451)
    for quarter in range(1, 7):
        lags, amounts = quarter_payments(rng, quarter)
        seen = observed_lags(lags)
        totals = paid_by_lag(jnp.asarray(lags, jnp.int32), jnp.asarray(amounts), lags_seen=seen)
        print(quarter, seen[-1], np.round(np.asarray(totals[:3]), 0))


if __name__ == "__main__":
    main()
