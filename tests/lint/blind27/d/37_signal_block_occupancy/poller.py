import jax
import numpy as np

from blocks import block_occupancy


def poll(rng, n_blocks=12, n_events=20):
    axle_in = rng.integers(0, 2, (n_blocks, n_events)).astype(np.float32) * 4
    axle_out = rng.integers(0, 2, (n_blocks, n_events)).astype(np.float32) * 4
    return axle_in, axle_out


def run(n_polls, block_len, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_polls):
        a_in, a_out = poll(rng)
        occ_fn = jax.jit(block_occupancy)
        occ, dens = occ_fn(a_in, a_out, block_len)
        yield i, int(occ.sum())
