import haiku as hk
import jax
import jax.numpy as jnp


def claim_prob_fn(x):
    mlp = hk.nets.MLP([24, 24, 1])
    return jax.nn.sigmoid(mlp(x)[:, 0])


claim_prob = hk.without_apply_rng(hk.transform(claim_prob_fn))
