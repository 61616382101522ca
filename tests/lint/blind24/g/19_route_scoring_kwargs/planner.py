import jax.numpy as jnp

from scoring import score_routes


def recommend(weights, feats, mask):
    probs = score_routes(weights, feats, mask)
    return int(jnp.argmax(probs)), probs


def explain(weights, feats, mask):
    probs = score_routes(weights, feats=feats, mask=mask)
    return {i: round(float(p), 3) for i, p in enumerate(probs) if p > 0.05}
