import flax.linen as nn


class SleepStager(nn.Module):
    n_stages: int = 5
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        # x: [batch, epochs_features]
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        return nn.Dense(self.n_stages)(x)
