import flax.linen as nn


class SubrogationModel(nn.Module):
    rate: float = 0.2

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(48)(x))
        x = nn.Dropout(self.rate, deterministic=not train)(x)
        x = nn.relu(nn.Dense(24)(x))
        return nn.Dense(1)(x)[:, 0]
