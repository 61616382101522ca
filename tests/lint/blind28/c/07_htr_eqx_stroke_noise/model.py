import equinox as eqx
import jax
import jax.numpy as jnp


class StrokeEncoder(eqx.Module):
    proj: eqx.nn.Linear
    out: eqx.nn.Linear

    def __init__(self, key, n_in=6, n_hidden=32, n_chars=28):
        k1, k2 = jax.random.split(key)
        self.proj = eqx.nn.Linear(n_in, n_hidden, key=k1)
        self.out = eqx.nn.Linear(n_hidden, n_chars, key=k2)

    def __call__(self, pts):
        h = jax.vmap(self.proj)(pts)
        h = jax.nn.relu(h).mean(axis=0)
        return self.out(h)
