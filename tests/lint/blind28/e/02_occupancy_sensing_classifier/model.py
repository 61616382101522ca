import flax.linen as nn


class OccupancyNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x).squeeze(-1)
