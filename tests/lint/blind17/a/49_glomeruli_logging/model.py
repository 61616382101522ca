import flax.linen as nn


class GlomNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(8, (3, 3))(x))
        h = nn.relu(nn.Conv(8, (3, 3))(h))
        return nn.Conv(1, (1, 1))(h)[..., 0]
