import jax
import jax.numpy as jnp

from pipeline import ShardedLoader, make_fake_shards


@jax.jit
def running_moments(stats, batch):
    count, total, total_sq = stats
    return (count + batch.shape[0], total + batch.sum(0), total_sq + (batch ** 2).sum(0))


shards = make_fake_shards(n_shards=5, feature_dim=6)
loader = ShardedLoader(shards, batch_size=8)
stats = (jnp.zeros(()), jnp.zeros(6), jnp.zeros(6))
for batch in loader:
    stats = running_moments(stats, batch)
count, total, total_sq = stats
mean = total / count
print("n =", int(count), "mean =", mean, "var =", total_sq / count - mean ** 2)
