import itertools

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def pair_histogram(frames, frame_weight, box, edges):
    """Weighted histogram of minimum-image pair distances over a chunk of frames."""
    d = frames[:, :, None, :] - frames[:, None, :, :]
    d = d - box * jnp.round(d / box)
    r = jnp.sqrt(jnp.sum(d ** 2, -1))
    n = frames.shape[1]
    upper = jnp.triu(jnp.ones((n, n), bool), 1)
    r = jnp.where(upper[None], r, -1.0)
    w = jnp.broadcast_to(frame_weight[:, None, None], r.shape).ravel()
    idx = jnp.searchsorted(edges, r.ravel()) - 1
    valid = (idx >= 0) & (idx < edges.shape[0] - 1) & (r.ravel() >= 0)
    return jnp.zeros(edges.shape[0] - 1).at[jnp.where(valid, idx, 0)].add(jnp.where(valid, w, 0.0))


def chunked(iterable, size):
    """Fixed-size chunks; the last one is padded by repeating its final frame with weight 0."""
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        weight = np.zeros(size, np.float32)
        weight[:len(chunk)] = 1.0
        chunk += [chunk[-1]] * (size - len(chunk))
        yield np.stack(chunk), weight


def radial_distribution(frames, n_atoms, box, edges, chunk_size=8):
    counts = np.zeros(len(edges) - 1)
    n_frames = 0
    for chunk, weight in chunked(frames, chunk_size):
        counts += np.asarray(pair_histogram(chunk, weight, box, edges))
        n_frames += int(weight.sum())
    shell = 4 / 3 * np.pi * (edges[1:] ** 3 - edges[:-1] ** 3)
    ideal = n_frames * 0.5 * n_atoms * (n_atoms - 1) / box ** 3 * shell
    return counts / ideal
