import jax
import jax.numpy as jnp
import numpy as np

from pipeline import ShardLoader


@jax.jit
def column_moments(rows):
    return jnp.stack([rows.sum(0), (rows ** 2).sum(0)])


def load_shards(rng):
    sizes = [70, 45, 90, 53, 61]
    return [rng.standard_normal((s, 4)).astype(np.float32) for s in sizes]


def main():
    rng = np.random.default_rng(0)
    total = jnp.zeros((2, 4))
    count = 0
    for shard in load_shards(rng):
        for rows in ShardLoader(shard, batch_size=32):
            total = total + column_moments(jnp.asarray(rows))
            count += rows.shape[0]
    mean = total[0] / count
    print("rows", count, "mean", np.round(np.asarray(mean), 3))


if __name__ == "__main__":
    main()
