import equinox as eqx
import jax
import jax.numpy as jnp


class PanSharpenNet(eqx.Module):
    conv1: eqx.nn.Conv2d
    conv2: eqx.nn.Conv2d

    def __init__(self, ms_bands, key):
        k1, k2 = jax.random.split(key)
        self.conv1 = eqx.nn.Conv2d(ms_bands + 1, 16, 3, padding=1, key=k1)
        self.conv2 = eqx.nn.Conv2d(16, ms_bands, 3, padding=1, key=k2)

    def __call__(self, ms_up, pan):
        x = jnp.concatenate([ms_up, pan[None]], axis=0)
        return ms_up + self.conv2(jax.nn.relu(self.conv1(x)))
