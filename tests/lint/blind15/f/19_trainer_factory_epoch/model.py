import flax.linen as nn


class ConvNet(nn.Module):
    classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.classes)(x)
