import flax.linen as nn


class InjuryRiskMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(24)(x))
        return nn.Dense(1)(x)[..., 0]
