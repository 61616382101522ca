import jax
import numpy as np

from cir import simulate_short_rate

KAPPA, THETA, SIGMA, DT = 0.8, 0.035, 0.06, 1.0 / 252


def rolling_forecast(r0, n_weeks, seed=0):
    key = jax.random.PRNGKey(seed)
    fixings = [r0]
    r = r0
    for week in range(n_weeks):
        key, sub = jax.random.split(key)
        paths = simulate_short_rate(sub, r, KAPPA, THETA, SIGMA, DT)
        # next week's starting rate: the median simulated Friday fixing
        r = np.median(np.asarray(paths[:, -1]))
        fixings.append(r)
    return fixings


if __name__ == "__main__":
    print(["%.5f" % f for f in rolling_forecast(0.042, n_weeks=6)])
