import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.stats import norm

INITIAL_SPOT = 100.0
STRIKE = 100.0
VOL = 0.2


@jax.jit
def bs_delta(spot, strike, vol, tau):
    d1 = (jnp.log(spot / strike) + 0.5 * vol ** 2 * tau) / (vol * jnp.sqrt(tau))
    return norm.cdf(d1)


def main():
    rng = np.random.default_rng(0)
    path = INITIAL_SPOT * np.exp(np.cumsum(rng.standard_normal(10) * 0.01))
    spot = INITIAL_SPOT
    hedge = 0.0
    for day in range(10):
        tau = (30 - day) / 252.0
        delta = bs_delta(spot, STRIKE, VOL, tau)
        hedge = float(delta)
        spot = float(path[day])
    print("final hedge", round(hedge, 4))


if __name__ == "__main__":
    main()
