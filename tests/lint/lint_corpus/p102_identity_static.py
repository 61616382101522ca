# source: a config object as a static argument, made anew per call (jax-ml/jax#3701)
# jax-compiles: apply_act=3 do_stuff=3
# lint: JC102@27 JC102@33
from functools import partial

import jax
import jax.numpy as jnp


class Config:
    def __init__(self, scale):
        self.scale = scale


@partial(jax.jit, static_argnums=1)
def do_stuff(x, config):
    return x * config.scale


@partial(jax.jit, static_argnames="act")
def apply_act(x, act):
    return act(x)


def evaluate(x):
    config = Config(2.0)
    return do_stuff(x, config)


x = jnp.ones(3)
for _ in range(3):
    evaluate(x)
    apply_act(x, act=lambda v: jnp.maximum(v, 0.0))
