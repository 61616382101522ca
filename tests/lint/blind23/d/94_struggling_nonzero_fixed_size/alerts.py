from functools import partial

import jax
import jax.numpy as jnp

MAX_ALERTS = 8


@partial(jax.jit, static_argnames=("k",))
def top_alerts(recent_correct, hint_rate, k=MAX_ALERTS):
    flags = (recent_correct < 0.5) & (hint_rate > 0.4)
    idx = jnp.nonzero(flags, size=k, fill_value=-1)[0]
    severity = jnp.where(idx >= 0, (1 - recent_correct[idx]) + hint_rate[idx], -jnp.inf)
    order = jnp.argsort(-severity)
    return idx[order], flags.sum()
