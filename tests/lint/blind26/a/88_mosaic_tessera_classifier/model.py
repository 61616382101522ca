import flax.linen as nn


class TesseraMLP(nn.Module):
    rate: float = 0.2

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(self.rate, deterministic=not train)(x)
        return nn.Dense(6)(x)
