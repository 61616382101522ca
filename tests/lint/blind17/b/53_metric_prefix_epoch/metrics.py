from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("prefix",))
def ranking_metrics(scores, labels, prefix):
    order = jnp.argsort(-scores, axis=-1)
    ranked = jnp.take_along_axis(labels, order, axis=-1)
    first_hit = jnp.argmax(ranked > 0, axis=-1)
    has_hit = ranked.max(-1) > 0
    mrr = jnp.where(has_hit, 1.0 / (first_hit + 1.0), 0.0).mean()
    hit5 = (ranked[:, :5].max(-1) > 0).mean()
    return {f"{prefix}/mrr": mrr, f"{prefix}/hit@5": hit5}
