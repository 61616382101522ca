import flax.linen as nn


class DepthNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (3, 3))(x)[..., 0]
