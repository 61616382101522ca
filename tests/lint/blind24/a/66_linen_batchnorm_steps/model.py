import flax.linen as nn


class SwineCoughNet(nn.Module):
    """Classifies cough audio spectral features from finishing pens (PRRS/M. hyo vs. non-infectious)."""

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        return nn.Dense(2)(x)
