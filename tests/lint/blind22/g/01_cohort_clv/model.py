import flax.linen as nn


class CLVHead(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(self.hidden)(x))
        return nn.softplus(nn.Dense(1)(h))[:, 0]
