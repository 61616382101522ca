import flax.linen as nn


class MLP(nn.Module):
    hidden: int

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.tanh(x)
        return nn.Dense(1)(x)[..., 0]
