import flax.linen as nn

class SurfaceNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, coords):
        h = nn.tanh(nn.Dense(self.hidden)(coords))
        return nn.Dense(1)(h)[:, 0]
