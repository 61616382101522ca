import flax.linen as nn


class ClaimCostNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.swish(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]
