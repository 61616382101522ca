import flax.linen as nn


class SettlementNet(nn.Module):
    """Pier settlement increment from pore-pressure and river-level features; inputs scaled by site statistics."""
    input_scale: float = 1.0

    @nn.compact
    def __call__(self, x):
        x = x / self.input_scale
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]
