import flax.linen as nn


class FloodPeakMLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.swish(nn.Dense(self.hidden)(x)))[:, 0]
