import jax
import jax.numpy as jnp
import numpy as np


LISTINGS = {
    "AAA": (0, 400), "BBB": (0, 400), "CCC": (0, 400), "DDD": (60, 400),
    "EEE": (0, 150), "FFF": (120, 400), "GGG": (0, 400),
}
TICKERS = list(LISTINGS)


class Universe:
    def __init__(self, n_days, seed=0):
        rng = np.random.default_rng(seed)
        self.returns = np.stack([rng.normal(0.0003, 0.01 + 0.002 * i, n_days)
                                 for i in range(len(TICKERS))], axis=1).astype(np.float32)

    def active_mask(self, day):
        return np.array([start <= day - 60 and day < end for start, end in LISTINGS.values()])

    def history(self, day, lookback):
        return self.returns[day - lookback:day], self.active_mask(day)


@jax.jit
def inverse_vol_weights(history, active):
    vols = jnp.std(history, axis=0)
    inv = jnp.where(active, 1.0 / vols, 0.0)
    return inv / jnp.sum(inv)


uni = Universe(n_days=400)
LOOKBACK = 60
for day in range(60, 400, 40):
    hist, active = uni.history(day, LOOKBACK)
    w = inverse_vol_weights(hist, active)
    print(day, [t for t, a in zip(TICKERS, active) if a], jnp.round(w, 3))
