import equinox as eqx
import jax


class Denoiser(eqx.Module):
    c1: eqx.nn.Conv2d
    c2: eqx.nn.Conv2d

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.c1 = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.c2 = eqx.nn.Conv2d(8, 1, 3, padding=1, key=k2)

    def __call__(self, x):
        return x - self.c2(jax.nn.relu(self.c1(x)))
