import jax
import jax.numpy as jnp


@jax.jit
def update_profile(profile, item_emb, clicked, momentum):
    return momentum * profile + (1.0 - momentum) * item_emb[clicked]


@jax.jit
def rank_for(profile, item_emb):
    return jnp.argsort(-(item_emb @ profile.reshape(-1)))[:5]
