import flax.linen as nn


class RechargeNet(nn.Module):
    hidden: int = 24
    out_scale: float = 100.0

    @nn.compact
    def __call__(self, x):
        return self.out_scale * nn.sigmoid(nn.Dense(1)(nn.tanh(nn.Dense(self.hidden)(x))))[:, 0]
