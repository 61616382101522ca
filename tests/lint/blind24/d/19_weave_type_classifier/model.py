import flax.linen as nn


class WeaveClassifier(nn.Module):
    """Plain / twill / satin / jacquard from thread-crossing histograms."""

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(4)(x)
