import flax.linen as nn


class MiniUNet(nn.Module):
    num_classes: int = 3

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(8, (3, 3))(x))
        d = nn.max_pool(h, (2, 2), (2, 2))
        d = nn.relu(nn.Conv(8, (3, 3))(d))
        u = nn.ConvTranspose(8, (2, 2), (2, 2))(d)
        return nn.Conv(self.num_classes, (1, 1))(h + u)
