import flax.linen as nn


class CMJRegressor(nn.Module):
    hidden: int = 32
    depth: int = 2

    @nn.compact
    def __call__(self, x):
        for _ in range(self.depth):
            x = nn.swish(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[:, 0]
