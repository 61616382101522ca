import flax.linen as nn


class EtaHead(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        return nn.softplus(nn.Dense(1)(nn.relu(nn.Dense(self.hidden)(x)))).squeeze(-1)
