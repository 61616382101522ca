import flax.linen as nn


class GoAroundNet(nn.Module):
    hidden: int = 24
    n_out: int = 1

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_out)(nn.tanh(nn.Dense(self.hidden)(x)))[:, 0]
