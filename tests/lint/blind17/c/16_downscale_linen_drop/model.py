import flax.linen as nn
import jax


class Downscaler(nn.Module):
    factor: int = 2
    features: int = 16

    @nn.compact
    def __call__(self, x):
        b, h, w, c = x.shape
        x = jax.image.resize(x, (b, h * self.factor, w * self.factor, c), "bilinear")
        y = nn.relu(nn.Conv(self.features, (3, 3))(x))
        return x + nn.Conv(c, (3, 3))(y)
