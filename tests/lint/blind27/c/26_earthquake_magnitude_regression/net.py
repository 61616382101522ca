import haiku as hk
import jax
import jax.numpy as jnp


def _forward(x):
    mlp = hk.nets.MLP([32, 32, 1])
    return mlp(x)[:, 0]


net = hk.without_apply_rng(hk.transform(_forward))
