import flax.linen as nn


class EllipticityNet(nn.Module):
    """Regresses galaxy ellipticity (e1, e2) from 20x20 postage stamps."""

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(2)(x)
