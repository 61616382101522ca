import flax.linen as nn


class GlyphNet(nn.Module):
    hidden: int = 48
    n_classes: int = 30
    dropout: float = 0.2

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(self.hidden)(x.reshape(x.shape[0], -1)))
        x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(self.n_classes)(x)
