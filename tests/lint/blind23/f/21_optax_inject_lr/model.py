import flax.linen as nn


class WindEstimator(nn.Module):
    """Maps airspeed, heading, ground velocity to a wind vector."""

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(2)(x)
