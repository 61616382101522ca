from functools import partial

import jax
import jax.numpy as jnp

# Demirjian-style maturity weights for 7 left mandibular teeth (stages A-H)
WEIGHTS = jnp.array([
    [0.0, 1.7, 3.1, 5.4, 9.7, 12.0, 12.8, 13.2],
    [0.0, 1.5, 2.7, 3.9, 6.2, 8.5, 9.9, 10.4],
    [0.0, 2.1, 3.5, 5.9, 10.1, 11.3, 11.8, 12.0],
    [0.0, 1.6, 3.0, 5.2, 9.2, 12.1, 12.6, 13.3],
    [0.0, 1.8, 3.2, 5.0, 8.9, 11.4, 12.0, 12.6],
    [0.0, 1.2, 2.4, 4.0, 7.1, 9.3, 10.1, 11.0],
    [0.0, 0.9, 2.0, 3.3, 5.8, 7.9, 9.0, 9.6],
], dtype=jnp.float32)


def maturity_to_age(stage_probs, weights, scale):
    expected = (stage_probs * weights[None]).sum(-1).sum(-1)
    return scale * jnp.log1p(expected)


estimate_age = jax.jit(partial(maturity_to_age, weights=WEIGHTS, scale=3.1))
