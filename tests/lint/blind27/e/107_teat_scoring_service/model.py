import flax.linen as nn


class TeatScoreNet(nn.Module):
    """Teat-end hyperkeratosis score (0-3) from parlour camera crops (flattened features)."""

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(4)(x)
