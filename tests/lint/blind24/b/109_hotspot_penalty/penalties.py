import jax.numpy as jnp
from jax.tree_util import Partial


def tikhonov(strengths, weight):
    return weight * jnp.sum(jnp.diff(strengths) ** 2)


def make_penalty(weight):
    return Partial(tikhonov, weight=jnp.float32(weight))
