from functools import partial

import jax
import jax.numpy as jnp

from stats import load_shards, shard_stats

N_FEATURES, ROWS = 8, 512


def standardize_and_clip(x, mean, std, clip):
    z = (x - mean) / std
    return jnp.clip(z, -clip, clip)


def main():
    out = []
    for shard_id, shard in load_shards(5, ROWS, N_FEATURES):
        mean, std = shard_stats(shard)
        transform = jax.jit(partial(standardize_and_clip, mean=mean, std=std, clip=4.0))
        z = transform(shard)
        out.append(z)
        print(f"shard {shard_id}: z mean {float(z.mean()):+.4f}, z std {float(z.std()):.3f}")
    print("total rows", sum(o.shape[0] for o in out))


if __name__ == "__main__":
    main()
