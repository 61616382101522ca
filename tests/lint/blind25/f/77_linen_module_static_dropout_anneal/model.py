import flax.linen as nn


class ParametricYieldNet(nn.Module):
    hidden: int = 32
    dropout: float = 0.3

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(1)(x)[:, 0]
