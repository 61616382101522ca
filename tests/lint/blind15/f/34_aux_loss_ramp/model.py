import flax.linen as nn


class TwoHeadNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(3)(h), nn.Dense(1)(h)
