import flax.linen as nn


class HardnessNet(nn.Module):
    """Bond work index from drill-core logging features."""

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(48)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[:, 0]
