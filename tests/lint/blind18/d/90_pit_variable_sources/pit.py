import itertools
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_src",))
def pit_mse(est, ref, n_src):
    perms = jnp.array(list(itertools.permutations(range(n_src))))
    est = est[:n_src]
    errs = jnp.stack([jnp.mean((est[p] - ref) ** 2) for p in perms])
    return jnp.min(errs)
