import flax.linen as nn


class FaultDetector(nn.Module):
    """Flags off-flavour risk (H2S, VA) from fermentation sensor features."""

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(2)(x)
