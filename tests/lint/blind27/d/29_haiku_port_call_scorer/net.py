import haiku as hk
import jax
import jax.numpy as jnp


def call_scorer(calls):
    h = hk.nets.MLP([32, 16])(calls)
    pooled = jnp.mean(h, axis=0)
    return hk.Linear(1)(pooled)[0]


scorer = hk.without_apply_rng(hk.transform(call_scorer))
