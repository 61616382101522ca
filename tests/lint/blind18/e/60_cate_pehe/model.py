import flax.linen as nn
import jax.numpy as jnp


class TARNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.elu(nn.Dense(self.hidden)(x))
        h = nn.elu(nn.Dense(self.hidden)(h))
        y0 = nn.Dense(1, name="head0")(h).squeeze(-1)
        y1 = nn.Dense(1, name="head1")(h).squeeze(-1)
        return y0, y1
