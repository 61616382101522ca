import flax.linen as nn


class TinyUNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        c1 = nn.relu(nn.BatchNorm(use_running_average=not train)(nn.Conv(8, (3, 3))(x)))
        d = nn.max_pool(c1, (2, 2), (2, 2))
        c2 = nn.relu(nn.BatchNorm(use_running_average=not train)(nn.Conv(16, (3, 3))(d)))
        u = nn.ConvTranspose(8, (2, 2), strides=(2, 2))(c2)
        return nn.Conv(1, (1, 1))(u + c1)[..., 0]
