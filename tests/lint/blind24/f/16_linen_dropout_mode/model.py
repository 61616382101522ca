import flax.linen as nn


class StiffnessSurrogate(nn.Module):
    """Predicts residual stiffness ratio of a CFRP laminate from fatigue test features."""

    @nn.compact
    def __call__(self, x, training: bool):
        x = nn.Dense(64)(x)
        x = nn.swish(x)
        x = nn.Dropout(0.2, deterministic=not training)(x)
        x = nn.Dense(64)(x)
        x = nn.swish(x)
        return nn.sigmoid(nn.Dense(1)(x))[:, 0]
