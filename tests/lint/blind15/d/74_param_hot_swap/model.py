import flax.linen as nn


class PolicyNet(nn.Module):
    n_actions: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(32)(x))
        return nn.Dense(self.n_actions)(x)
