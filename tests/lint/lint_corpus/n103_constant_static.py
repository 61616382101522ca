# source: a static argument that stays the same in the loop (the usual train-flag pattern)
# jax-compiles: forward=1 shift_arr=1
# lint: -
from functools import partial

import equinox as eqx
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="train")
def forward(x, train):
    return x * 2.0 if train else x


@eqx.filter_jit
def shift_arr(x, step):
    return x + step


x = jnp.ones(3)
for i in range(3):
    forward(x, train=True)
    shift_arr(x, jnp.asarray(i))
