import equinox as eqx
import jax


class FaultNet(eqx.Module):
    l1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    l2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(8, 32, key=k1)
        self.drop = eqx.nn.Dropout(0.2)
        self.l2 = eqx.nn.Linear(32, 4, key=k2)

    def __call__(self, x, key):
        return self.l2(self.drop(jax.nn.relu(self.l1(x)), key=key))
