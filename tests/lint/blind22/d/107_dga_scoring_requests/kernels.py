import jax
import jax.numpy as jnp


def dga_score(char_logp, domains):
    lp = char_logp[domains]
    return -lp.mean(axis=-1)
