import jax.numpy as jnp

from scoring import fraud_score

THRESHOLDS = jnp.array([0.3, 0.6, 0.85])


def triage_batch(weights, features):
    p, tier = fraud_score(weights, features, THRESHOLDS)
    return p, tier


def audit_batch(weights, features):
    p, tier = fraud_score(weights, features=features, thresholds=THRESHOLDS)
    return tier
