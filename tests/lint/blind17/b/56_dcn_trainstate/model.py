import flax.linen as nn
import jax.numpy as jnp


class CrossLayer(nn.Module):
    @nn.compact
    def __call__(self, x0, x):
        w = nn.Dense(1, use_bias=False)(x)
        b = self.param("b", nn.initializers.zeros, (x.shape[-1],))
        return x0 * w + b + x


class DCN(nn.Module):
    vocab: int = 1000
    dim: int = 8
    num_cross: int = 2

    @nn.compact
    def __call__(self, feats):
        x0 = nn.Embed(self.vocab, self.dim)(feats).reshape(feats.shape[0], -1)
        x = x0
        for _ in range(self.num_cross):
            x = CrossLayer()(x0, x)
        deep = nn.relu(nn.Dense(32)(x0))
        return nn.Dense(1)(jnp.concatenate([x, deep], -1))[:, 0]
