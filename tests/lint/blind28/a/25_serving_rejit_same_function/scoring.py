import jax
import jax.numpy as jnp


def upsell_scores(weights, guest_feats, offer_feats):
    affinity = guest_feats @ weights["guest"] @ offer_feats.T
    return jax.nn.softmax(affinity + weights["bias"], axis=-1)
