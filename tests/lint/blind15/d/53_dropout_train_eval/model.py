import flax.linen as nn


class QNet(nn.Module):
    n_actions: int

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.n_actions)(x)
