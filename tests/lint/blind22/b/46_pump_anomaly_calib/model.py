import equinox as eqx
import jax


class PumpEncoder(eqx.Module):
    enc: eqx.nn.Linear
    dec: eqx.nn.Linear

    def __init__(self, n, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(n, 3, key=k1)
        self.dec = eqx.nn.Linear(3, n, key=k2)

    def __call__(self, x):
        return self.dec(jax.nn.tanh(self.enc(x)))
