import flax.linen as nn
import jax
import jax.numpy as jnp


class ForceField(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.hidden)(x)
        h = nn.silu(h)
        h = nn.Dense(self.hidden)(h)
        h = nn.silu(h)
        return nn.Dense(3)(h)


def make_loss(model):
    def loss(params, x, f):
        pred = model.apply(params, x)
        return jnp.mean((pred - f) ** 2)

    return loss
