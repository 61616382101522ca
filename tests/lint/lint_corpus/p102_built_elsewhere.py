# source: a config built before the call by a constructor or by name (jax-ml/jax#7561 variants)
# jax-raises: ValueError
# lint: JC102@18
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("opts",))
def with_opts(x, opts):
    return x * len(opts)


x = jnp.ones(3)
opts = np.array([1, 2])
with_opts(x, opts=opts)
