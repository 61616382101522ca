import flax.linen as nn


class PhaseMLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.tanh(x)
        return nn.Dense(2)(x)
