import jax
import jax.numpy as jnp


def make_detector(min_ports):
    def detect(dst_port_hits):
        distinct = (dst_port_hits > 0).sum(axis=-1)
        return distinct >= min_ports
    return jax.jit(detect)


def precision_recall(pred, truth):
    tp = jnp.sum(pred & truth)
    return tp / jnp.maximum(pred.sum(), 1), tp / jnp.maximum(truth.sum(), 1)
