import flax.linen as nn


class ResidualStressNet(nn.Module):
    """Hole-drilling relaxed strains (3 gauges x 6 depth increments) -> residual stress at depth."""

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(48)(x))
        x = nn.gelu(nn.Dense(48)(x))
        return nn.Dense(6)(x)
