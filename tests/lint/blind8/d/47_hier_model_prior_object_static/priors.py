from typing import NamedTuple

import jax.numpy as jnp


class HalfCauchy:
    def __init__(self, scale):
        self.scale = scale

    def log_prob(self, x):
        return jnp.log(2.0 / (jnp.pi * self.scale)) - jnp.log1p((x / self.scale) ** 2)


class Normal:
    def __init__(self, loc, scale):
        self.loc, self.scale = loc, scale

    def log_prob(self, x):
        z = (x - self.loc) / self.scale
        return -0.5 * z**2 - jnp.log(self.scale) - 0.5 * jnp.log(2 * jnp.pi)


class Priors(NamedTuple):
    mu: Normal
    tau: HalfCauchy


def default_priors():
    return Priors(mu=Normal(0.0, 5.0), tau=HalfCauchy(2.5))
