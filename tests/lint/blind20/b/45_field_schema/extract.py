import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("field_names",))
def field_scores(token_feats, field_queries, field_names):
    scores = {}
    for i, name in enumerate(field_names):
        att = jax.nn.softmax(token_feats @ field_queries[i])
        scores[name] = att.max()
    return scores
