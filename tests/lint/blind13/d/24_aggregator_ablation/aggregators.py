import jax
import jax.numpy as jnp


def sum_aggregate(h, senders, receivers, n_nodes):
    return jax.ops.segment_sum(h[senders], receivers, num_segments=n_nodes)


def mean_aggregate(h, senders, receivers, n_nodes):
    total = jax.ops.segment_sum(h[senders], receivers, num_segments=n_nodes)
    deg = jax.ops.segment_sum(jnp.ones_like(receivers, h.dtype), receivers, num_segments=n_nodes)
    return total / jnp.maximum(deg, 1.0)[:, None]


def max_aggregate(h, senders, receivers, n_nodes):
    out = jax.ops.segment_max(h[senders], receivers, num_segments=n_nodes)
    return jnp.where(jnp.isfinite(out), out, 0.0)


AGGREGATORS = {"sum": sum_aggregate, "mean": mean_aggregate, "max": max_aggregate}
