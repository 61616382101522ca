import itertools

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def pair_histogram(frames, box, edges):
    """Histogram of minimum-image pair distances accumulated over a chunk of frames."""
    d = frames[:, :, None, :] - frames[:, None, :, :]
    d = d - box * jnp.round(d / box)
    r = jnp.sqrt(jnp.sum(d ** 2, -1))
    n = frames.shape[1]
    upper = jnp.triu(jnp.ones((n, n), bool), 1)
    r = jnp.where(upper[None], r, -1.0)
    idx = jnp.searchsorted(edges, r.ravel()) - 1
    valid = (idx >= 0) & (idx < edges.shape[0] - 1) & (r.ravel() >= 0)
    return jnp.zeros(edges.shape[0] - 1).at[jnp.where(valid, idx, 0)].add(valid.astype(jnp.float32))


def chunked(iterable, size):
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        yield np.stack(chunk)


def radial_distribution(frames, n_atoms, box, edges, chunk_size=8):
    counts = np.zeros(len(edges) - 1)
    n_frames = 0
    for chunk in chunked(frames, chunk_size):
        counts += np.asarray(pair_histogram(chunk, box, edges))
        n_frames += len(chunk)
    shell = 4 / 3 * np.pi * (edges[1:] ** 3 - edges[:-1] ** 3)
    ideal = n_frames * 0.5 * n_atoms * (n_atoms - 1) / box ** 3 * shell
    return counts / ideal
