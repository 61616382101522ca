import jax
import jax.numpy as jnp
import haiku as hk


def _shot_boundary_net(diffs):
    x = hk.Linear(32)(diffs)
    x = jax.nn.gelu(x)
    return hk.Linear(1)(x)[..., 0]


boundary_net = hk.without_apply_rng(hk.transform(_shot_boundary_net))


def cut_scores(params, diffs):
    return jax.nn.sigmoid(boundary_net.apply(params, diffs))
