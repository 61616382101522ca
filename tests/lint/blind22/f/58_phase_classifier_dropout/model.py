import flax.linen as nn


class PhaseMLP(nn.Module):
    hidden: int = 32
    rate: float = 0.2

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(self.hidden)(x)
        x = nn.tanh(x)
        x = nn.Dropout(self.rate, deterministic=not train)(x)
        return nn.Dense(2)(x)
