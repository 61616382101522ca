import jax
import jax.numpy as jnp
import equinox as eqx


class ResidualBlock(eqx.Module):
    conv: eqx.nn.Conv2d
    drop_prob: float = eqx.field(static=True)

    def __init__(self, channels, drop_prob, key):
        self.conv = eqx.nn.Conv2d(channels, channels, 3, padding=1, key=key)
        self.drop_prob = drop_prob

    def __call__(self, x, key):
        keep = jax.random.bernoulli(key, 1.0 - self.drop_prob)
        return x + jnp.where(keep, jax.nn.relu(self.conv(x)) / (1.0 - self.drop_prob), 0.0)


class StochasticDepthNet(eqx.Module):
    stem: eqx.nn.Conv2d
    blocks: list
    head: eqx.nn.Linear

    def __init__(self, key, depth=3):
        keys = jax.random.split(key, depth + 2)
        self.stem = eqx.nn.Conv2d(3, 8, 3, padding=1, key=keys[0])
        self.blocks = [ResidualBlock(8, 0.1 * (i + 1), keys[i + 1]) for i in range(depth)]
        self.head = eqx.nn.Linear(8, 10, key=keys[-1])

    def __call__(self, x, key):
        x = self.stem(x)
        for block, k in zip(self.blocks, jax.random.split(key, len(self.blocks))):
            x = block(x, k)
        return self.head(jnp.mean(x, axis=(1, 2)))
