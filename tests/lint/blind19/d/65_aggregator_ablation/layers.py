import jax
import jax.numpy as jnp


def message_pass(params, x, senders, receivers, aggregate):
    msg = jnp.tanh(x[senders] @ params["w_msg"])
    agg = aggregate(msg, receivers, x.shape[0])
    agg = jnp.where(jnp.isfinite(agg), agg, 0.0)
    return jnp.tanh(x @ params["w_self"] + agg)
