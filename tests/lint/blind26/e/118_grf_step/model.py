import flax.linen as nn


class GRFEstimator(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(3)(x)
