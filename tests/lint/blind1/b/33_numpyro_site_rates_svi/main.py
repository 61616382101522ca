import jax
import numpy as np

from model import build_svi

N_STEPS = 4


def site_data(seed, n_days, true_rate):
    rng = np.random.default_rng(seed)
    exposure = rng.uniform(50, 150, n_days).astype(np.float32)
    return rng.poisson(exposure * true_rate).astype(np.float32), exposure


class SiteFitter:
    def __init__(self, lr=0.05):
        self.svi, self.guide = build_svi(lr)
        self._update = jax.jit(self.svi.update)

    def fit(self, key, counts, exposure):
        state = self.svi.init(key, counts=counts, exposure=exposure)
        for _ in range(N_STEPS):
            state, loss = self._update(state, counts=counts, exposure=exposure)
        return self.svi.get_params(state), float(loss)


def main():
    fitter = SiteFitter()
    key = jax.random.PRNGKey(0)
    # each monitoring site reported for a different number of days
    for site, n_days in enumerate([14, 30, 9]):
        counts, exposure = site_data(site, n_days, true_rate=0.02 * (site + 1))
        key, sub = jax.random.split(key)
        params, loss = fitter.fit(sub, counts, exposure)
        print(f"site {site} ({n_days} days): loss={loss:.2f}")


if __name__ == "__main__":
    main()
