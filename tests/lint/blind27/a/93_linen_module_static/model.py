import flax.linen as nn


class LossDevNet(nn.Module):
    hidden: int = 32
    n_dev: int = 10

    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.softplus(nn.Dense(self.n_dev)(h))
