import equinox as eqx
import jax


class EnergyNet(eqx.Module):
    l1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    l2: eqx.nn.Linear

    def __init__(self, n_in, hidden, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(n_in, hidden, key=k1)
        self.drop = eqx.nn.Dropout(0.1)
        self.l2 = eqx.nn.Linear(hidden, 1, key=k2)

    def __call__(self, x, key=None):
        h = jax.nn.relu(self.l1(x))
        h = self.drop(h, key=key)
        return self.l2(h)[0]
