from functools import partial

import jax
import jax.numpy as jnp


def ketosis_risk(bhb, dim, parity, cutoff):
    # blood BHB (mmol/L), days in milk, parity
    z = 2.5 * (bhb - cutoff) - 0.03 * dim + 0.2 * (parity > 2)
    return jax.nn.sigmoid(z)


def make_scorer(cutoff):
    return jax.jit(partial(ketosis_risk, cutoff=cutoff))
