from functools import partial

import jax
import jax.numpy as jnp

from demographics import COUNTRIES, IFR_BY_AGE, age_shares


@partial(jax.jit, static_argnums=(1,))
def expected_deaths(attack_rate, shares, population):
    shares = jnp.asarray(shares)
    ifr = jnp.asarray(IFR_BY_AGE)
    infections = attack_rate * shares * population
    return jnp.sum(infections * ifr), infections


if __name__ == "__main__":
    attack_rate = jnp.float32(0.35)
    for country in COUNTRIES:
        deaths, infections = expected_deaths(attack_rate, age_shares(country), jnp.float32(5e6))
        print(f"{country:9s} infections {float(infections.sum()):10.0f} deaths {float(deaths):8.0f}")
