import datetime as dt

import jax
import jax.numpy as jnp
import numpy as np

from state import MarketState


@jax.jit
def forward_prices(state, tenors):
    return state.spot[:, None] * jnp.exp(state.rates[:, None] * tenors[None, :])


def main():
    rng = np.random.default_rng(80)
    tenors = jnp.asarray([0.25, 0.5, 1.0, 2.0], dtype=jnp.float32)
    day = dt.date(2024, 6, 3)
    for i in range(5):
        as_of = (day + dt.timedelta(days=i)).isoformat()
        state = MarketState(spot=jnp.asarray(rng.uniform(50, 150, 4).astype(np.float32)),
                            rates=jnp.asarray(rng.uniform(0.0, 0.05, 4).astype(np.float32)),
                            vols=jnp.asarray(rng.uniform(0.1, 0.4, 4).astype(np.float32)),
                            ccy="USD")
        fwd = forward_prices(state, tenors)
        print(as_of, state.ccy, np.round(np.asarray(fwd[:, -1]), 2))


if __name__ == "__main__":
    main()
