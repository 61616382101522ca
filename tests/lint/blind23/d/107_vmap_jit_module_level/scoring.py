import jax
import jax.numpy as jnp


def hake_gain(pre, post, max_score):
    return jnp.where(pre < max_score, (post - pre) / (max_score - pre), 0.0)


batched_gain = jax.jit(jax.vmap(hake_gain, in_axes=(0, 0, None)))


def class_gains(pre, post, max_score=100.0):
    return batched_gain(pre, post, max_score)
