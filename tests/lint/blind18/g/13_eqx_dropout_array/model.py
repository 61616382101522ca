import equinox as eqx
import jax
import jax.numpy as jnp


class Net(eqx.Module):
    l1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    l2: eqx.nn.Linear

    def __init__(self, din, dh, dout, p, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(din, dh, key=k1)
        self.drop = eqx.nn.Dropout(jnp.asarray(p, jnp.float32))
        self.l2 = eqx.nn.Linear(dh, dout, key=k2)

    def __call__(self, x, key):
        h = jax.nn.relu(self.l1(x))
        h = self.drop(h, key=key)
        return self.l2(h)
