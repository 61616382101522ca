import flax.linen as nn
import jax.numpy as jnp


class SpectralConv1d(nn.Module):
    channels: int
    modes: int

    @nn.compact
    def __call__(self, x):
        n = x.shape[-2]
        scale = 1.0 / (self.channels * self.channels)
        w_re = self.param("w_re", nn.initializers.uniform(scale), (self.modes, self.channels, self.channels))
        w_im = self.param("w_im", nn.initializers.uniform(scale), (self.modes, self.channels, self.channels))
        xf = jnp.fft.rfft(x, axis=-2)
        low = jnp.einsum("bmi,mio->bmo", xf[:, : self.modes], w_re + 1j * w_im)
        out = jnp.zeros_like(xf).at[:, : self.modes].set(low)
        return jnp.fft.irfft(out, n=n, axis=-2)


class FNO1d(nn.Module):
    channels: int = 16
    modes: int = 8
    depth: int = 2

    @nn.compact
    def __call__(self, u):
        x = nn.Dense(self.channels)(u)
        for _ in range(self.depth):
            x = nn.gelu(SpectralConv1d(self.channels, self.modes)(x) + nn.Dense(self.channels)(x))
        return nn.Dense(1)(x)
