import numpy as np
import jax.numpy as jnp


def ring_with_chords(n_nodes, n_chords, seed=0):
    rng = np.random.default_rng(seed)
    src = np.arange(n_nodes)
    dst = (src + 1) % n_nodes
    extra_src = rng.integers(0, n_nodes, n_chords)
    extra_dst = rng.integers(0, n_nodes, n_chords)
    senders = np.concatenate([src, dst, extra_src, extra_dst])
    receivers = np.concatenate([dst, src, extra_dst, extra_src])
    return senders.astype(np.int32), receivers.astype(np.int32)


def normalized_adjacency(senders, receivers, n_nodes):
    a = np.zeros((n_nodes, n_nodes), np.float32)
    a[receivers, senders] = 1.0
    a += np.eye(n_nodes, dtype=np.float32)
    d = a.sum(1)
    d_inv_sqrt = 1.0 / np.sqrt(d)
    return jnp.asarray(a * d_inv_sqrt[:, None] * d_inv_sqrt[None, :])
