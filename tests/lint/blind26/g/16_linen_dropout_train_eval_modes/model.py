import flax.linen as nn


class CallTypeNet(nn.Module):
    n_classes: int = 6

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(64)(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.3, deterministic=not train)(x)
        x = nn.Dense(32)(x)
        x = nn.gelu(x)
        return nn.Dense(self.n_classes)(x)
