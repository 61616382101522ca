"""Pitfall: a config object passed as a static argument, hashed by identity."""

from functools import partial

import jax
import jax.numpy as jnp


class Config:  # no __eq__/__hash__: two equal configs are two cache keys
    def __init__(self, scale):
        self.scale = scale


@partial(jax.jit, static_argnums=1)
def forward(x, config):
    return x * config.scale


def main():
    x = jnp.ones(3)
    for _ in range(2):
        forward(x, Config(scale=2.0))  # an equal but new Config each step
