from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def pick_keyframes(features, k):
    n = features.shape[0]
    centred = features - features.mean(axis=0)
    novelty = jnp.linalg.norm(centred, axis=1)
    sharp = jnp.abs(jnp.diff(features, axis=0, prepend=features[:1])).sum(axis=1)
    score = novelty + 0.5 * sharp
    _, idx = jax.lax.top_k(score, k)
    return jnp.sort(idx)


def keyframes_for(features, seconds_per_keyframe=2, fps=24):
    k = max(1, features.shape[0] // (seconds_per_keyframe * fps))
    return pick_keyframes(features, k=k)
