import jax.numpy as jnp

NUM_HASH_BUCKETS = 1024


def log_counts(x):
    return jnp.log1p(jnp.maximum(x, 0.0))


def hash_bucket(x):
    ids = x.astype(jnp.uint32) * jnp.uint32(2654435761)
    return (ids % NUM_HASH_BUCKETS).astype(jnp.int32)


def recency_decay(x, half_life=24.0):
    return jnp.exp2(-x / half_life)


def zscore(x):
    return (x - x.mean()) / (x.std() + 1e-6)


FEATURE_SPECS = {
    "impressions_7d": log_counts,
    "item_id": hash_bucket,
    "hours_since_click": recency_decay,
    "price": zscore,
}
