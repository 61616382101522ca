import flax.linen as nn


class ZonePriceNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.swish(nn.Dense(self.hidden)(x))
        return nn.Dense(24)(x)
