import flax.linen as nn


class NightStager(nn.Module):
    hidden: int = 16
    n_stages: int = 5

    @nn.compact
    def __call__(self, x, seq_lengths=None):
        # x: [nights, epochs, features]
        h = nn.Dense(self.hidden)(x)
        h = nn.RNN(nn.GRUCell(self.hidden))(h, seq_lengths=seq_lengths)
        return nn.Dense(self.n_stages)(h)
