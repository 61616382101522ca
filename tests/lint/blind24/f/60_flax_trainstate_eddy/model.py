import flax.linen as nn


class CScanCNN(nn.Module):
    """Eddy-current C-scan patch -> crack / no crack around fastener holes."""

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(2)(x)
