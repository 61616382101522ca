import flax.linen as nn


class OutcomeMLP(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(1)(x)[..., 0]
