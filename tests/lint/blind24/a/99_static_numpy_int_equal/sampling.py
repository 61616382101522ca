from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_sample",))
def herd_sample_sensitivity(prev_grid, se, n_sample):
    # probability of >=1 test-positive when sampling n animals (hypergeometric approx. by binomial)
    return 1.0 - (1.0 - se * prev_grid) ** n_sample
