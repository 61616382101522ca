import flax.linen as nn
import jax.numpy as jnp


class PolicyNet(nn.Module):
    num_columns: int = 7
    hidden: int = 64

    @nn.compact
    def __call__(self, board):
        x = board.reshape((board.shape[0], -1))
        x = nn.relu(nn.Dense(self.hidden)(x))
        logits = nn.Dense(self.num_columns)(x)
        value = jnp.tanh(nn.Dense(1)(x))[:, 0]
        return logits, value
