from functools import partial

import jax
import jax.numpy as jnp

from stats import load_shards, shard_stats

N_FEATURES, ROWS = 8, 512


def standardize_and_clip(x, mean, std, clip):
    z = (x - mean) / std
    return jnp.clip(z, -clip, clip)


class ShardNormalizer:
    def __init__(self, clip=4.0):
        self.transform = jax.jit(partial(standardize_and_clip, clip=clip))

    def __call__(self, shard):
        mean, std = shard_stats(shard)
        return self.transform(shard, mean=mean, std=std)


def main():
    normalize = ShardNormalizer(clip=4.0)
    out = []
    for shard_id, shard in load_shards(5, ROWS, N_FEATURES):
        z = normalize(shard)
        out.append(z)
        print(f"shard {shard_id}: z mean {float(z.mean()):+.4f}, z std {float(z.std()):.3f}")
    print("total rows", sum(o.shape[0] for o in out))


if __name__ == "__main__":
    main()
