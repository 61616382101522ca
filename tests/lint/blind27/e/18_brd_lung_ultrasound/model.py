import flax.linen as nn


class PneumoniaScore(nn.Module):
    """Calf lung ultrasound features -> BRD probability."""

    @nn.compact
    def __call__(self, x, train: bool):
        h = nn.Dense(24)(x)
        h = nn.BatchNorm(use_running_average=not train)(h)
        h = nn.relu(h)
        h = nn.Dropout(0.2, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]
