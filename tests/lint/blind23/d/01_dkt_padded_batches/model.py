import flax.linen as nn
import jax.numpy as jnp


class DKT(nn.Module):
    n_skills: int
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        h = nn.Embed(2 * self.n_skills, self.hidden)(x)
        h = nn.RNN(nn.GRUCell(self.hidden))(h)
        return nn.Dense(self.n_skills)(h)
