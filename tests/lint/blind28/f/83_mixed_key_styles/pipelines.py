import jax
import numpy as np

from augment import temporal_dropout


def train_pipeline(clips, seed=0):
    key = jax.random.key(seed)
    out = []
    for c in clips:
        key, sub = jax.random.split(key)
        out.append(temporal_dropout(sub, c, 0.8)[0])
    return out


def tta_pipeline(clip, n_views=3, seed=123):
    views = []
    for v in range(n_views):
        views.append(temporal_dropout(jax.random.PRNGKey(seed + v), clip, 0.9)[0])
    return views
