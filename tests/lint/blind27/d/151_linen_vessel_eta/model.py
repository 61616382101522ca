import flax.linen as nn


class EtaMLP(nn.Module):
    rate: float = 0.3

    @nn.compact
    def __call__(self, x, key):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(self.rate, deterministic=False)(x, rng=key)
        return nn.Dense(1)(x).squeeze(-1)
