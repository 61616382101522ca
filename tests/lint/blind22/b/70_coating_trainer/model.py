import flax.linen as nn


class CoatingThicknessNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(12)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[:, 0]
