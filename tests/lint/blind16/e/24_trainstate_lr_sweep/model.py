import flax.linen as nn


class MLP(nn.Module):
    features: tuple = (32, 32, 1)

    @nn.compact
    def __call__(self, x):
        for f in self.features[:-1]:
            x = nn.silu(nn.Dense(f)(x))
        return nn.Dense(self.features[-1])(x)
