import jax
import jax.numpy as jnp
import flax.linen as nn


class DenseNeighbourGNN(nn.Module):
    """Message passing over a dense [nodes, max_degree] neighbour table."""
    hidden: int
    max_degree: int

    @nn.compact
    def __call__(self, x, nbr_table, nbr_mask):
        h = nn.Dense(self.hidden)(x)
        nbrs = h[nbr_table[:, :self.max_degree]] * nbr_mask[:, :self.max_degree, None]
        h = nn.relu(nn.Dense(self.hidden)(jnp.concatenate([h, nbrs.sum(1)], -1)))
        return nn.Dense(1)(h.mean(0))[0]
