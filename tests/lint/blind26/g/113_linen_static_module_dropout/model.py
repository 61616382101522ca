import flax.linen as nn


class SyllableNet(nn.Module):
    hidden: int = 64
    dropout: float = 0.5

    @nn.compact
    def __call__(self, x, key):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout, deterministic=False)(x, rng=key)
        return nn.Dense(6)(x)
