import flax.linen as nn
import jax.numpy as jnp


class NeuralCD(nn.Module):
    n_students: int
    n_items: int
    n_concepts: int

    @nn.compact
    def __call__(self, sid, iid, q_row, train: bool):
        mastery = nn.sigmoid(nn.Embed(self.n_students, self.n_concepts)(sid))
        diff = nn.sigmoid(nn.Embed(self.n_items, self.n_concepts)(iid))
        disc = nn.sigmoid(nn.Embed(self.n_items, 1)(iid))
        x = disc * (mastery - diff) * q_row
        x = nn.Dropout(0.2, deterministic=not train)(nn.tanh(nn.Dense(16)(x)))
        return nn.Dense(1)(x)[:, 0]
