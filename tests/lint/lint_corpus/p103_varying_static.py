# source: a per-iteration Python value passed as static (loop index, a length, a formatted tag)
# jax-compiles: pad_to=3 power=3 shift=3
# lint: JC103@28 JC103@30 JC105@30 JC103@31
from functools import partial

import equinox as eqx
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def power(x, n):
    return x ** n


@partial(jax.jit, static_argnames=("length",))
def pad_to(x, length):
    return jnp.pad(x, (0, length - x.shape[0]))


@eqx.filter_jit
def shift(x, step):
    return x + step


data = jnp.arange(12.0)
for i in range(3):
    power(data, i)
    chunk = data[: 3 + i]
    pad_to(chunk, length=len(chunk) + 1)
    shift(data, i)
