import jax
import jax.numpy as jnp
import numpy as np


LISTINGS = {
    "AAA": (0, 400), "BBB": (0, 400), "CCC": (0, 400), "DDD": (60, 400),
    "EEE": (0, 150), "FFF": (120, 400), "GGG": (0, 400),
}


class Universe:
    def __init__(self, n_days, seed=0):
        rng = np.random.default_rng(seed)
        self.returns = {t: rng.normal(0.0003, 0.01 + 0.002 * i, n_days).astype(np.float32)
                        for i, t in enumerate(LISTINGS)}

    def active(self, day):
        return [t for t, (start, end) in LISTINGS.items() if start <= day - 60 and day < end]

    def history(self, day, lookback):
        return [self.returns[t][day - lookback:day] for t in self.active(day)]


@jax.jit
def inverse_vol_weights(histories):
    vols = jnp.stack([jnp.std(h) for h in histories])
    inv = 1.0 / vols
    return inv / jnp.sum(inv)


uni = Universe(n_days=400)
LOOKBACK = 60
for day in range(60, 400, 40):
    hist = uni.history(day, LOOKBACK)
    w = inverse_vol_weights(hist)
    print(day, uni.active(day), jnp.round(w, 3))
