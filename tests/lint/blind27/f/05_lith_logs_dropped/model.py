import flax.linen as nn

from loader import N_LITH


class LithologyNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(self.hidden, kernel_size=(5,))(x)
        x = nn.gelu(x)
        x = nn.Conv(self.hidden, kernel_size=(5,))(x)
        x = nn.gelu(x)
        return nn.Dense(N_LITH)(x)
