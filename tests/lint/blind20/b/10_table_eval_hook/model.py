import flax.linen as nn


class CellTagger(nn.Module):
    """Tags each cell candidate as header / body / empty."""

    hidden: int = 32

    @nn.compact
    def __call__(self, cells):
        x = nn.Dense(self.hidden)(cells)
        x = nn.gelu(x)
        return nn.Dense(3)(x)
