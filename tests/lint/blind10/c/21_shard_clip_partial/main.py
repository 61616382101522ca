from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from sharding import robust_bounds, shard_indices

N_ROWS, N_COLS, N_SHARDS = 4096, 8, 6


def clip_and_scale(x, lo, hi):
    x = jnp.clip(x, lo, hi)
    return (x - lo) / jnp.maximum(hi - lo, 1e-6)


def main():
    rng = np.random.default_rng(0)
    table = rng.standard_t(df=3, size=(N_ROWS, N_COLS)).astype(np.float32)
    out = []
    for shard_id, idx in enumerate(shard_indices(N_ROWS, N_SHARDS, seed=1)):
        shard = table[idx]
        lo, hi = robust_bounds(shard)
        scale_fn = jax.jit(partial(clip_and_scale, lo=lo.astype(np.float32), hi=hi.astype(np.float32)))
        scaled = scale_fn(shard)
        out.append(np.asarray(scaled))
        print(f"shard {shard_id}: rows={shard.shape[0]} min={float(scaled.min()):.2f} max={float(scaled.max()):.2f}")
    print(np.concatenate(out).shape)


if __name__ == "__main__":
    main()
