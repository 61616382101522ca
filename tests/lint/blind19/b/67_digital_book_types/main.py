from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.stats import norm


@partial(jax.jit, static_argnames=("option_type",))
def digital_price(spot, strike, vol, tau, rate, option_type):
    d2 = (jnp.log(spot / strike) + (rate - 0.5 * vol ** 2) * tau) / (vol * jnp.sqrt(tau))
    if option_type == "call":
        prob = norm.cdf(d2)
    else:
        prob = norm.cdf(-d2)
    return jnp.exp(-rate * tau) * prob


def main():
    rng = np.random.default_rng(2)
    book = [("call", 105.0), ("put", 95.0), ("call", 110.0), ("put", 90.0), ("call", 100.0)]
    for day in range(3):
        spot = jnp.float32(100.0 + rng.standard_normal())
        total = 0.0
        for opt_type, k in book:
            total += float(digital_price(spot, jnp.float32(k), jnp.float32(0.22),
                                         jnp.float32(0.5), jnp.float32(0.03), option_type=opt_type))
        print(day, round(total, 4))


if __name__ == "__main__":
    main()
