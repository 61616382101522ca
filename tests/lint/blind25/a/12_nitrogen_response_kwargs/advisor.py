import jax.numpy as jnp

from response import quadratic_plateau

RATES = jnp.linspace(0.0, 260.0, 27)


def economic_optimum(coefs, grain_price, n_price):
    y = quadratic_plateau(RATES, *coefs)
    profit = y * grain_price - RATES * n_price
    return RATES[jnp.argmax(profit)], y.max()


def yield_at(rate, coefs):
    a, b, c = coefs
    return quadratic_plateau(jnp.full_like(RATES, rate), a=a, b=b, c=c)[0]
