import flax.linen as nn


class EquineGaitNet(nn.Module):
    """IMU stride features -> lameness grade (0-3) for horses trotting in hand."""

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(32)(x))
        return nn.Dense(4)(x)
