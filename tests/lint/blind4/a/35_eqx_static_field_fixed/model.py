import equinox as eqx
import jax
import jax.numpy as jnp


class GatedMLP(eqx.Module):
    up: eqx.nn.Linear
    gate: eqx.nn.Linear
    down: eqx.nn.Linear
    activation: str = eqx.field(static=True)
    num_classes: int = eqx.field(static=True)

    def __init__(self, dim, hidden, num_classes, key, activation="gelu"):
        k1, k2, k3 = jax.random.split(key, 3)
        self.up = eqx.nn.Linear(dim, hidden, key=k1)
        self.gate = eqx.nn.Linear(dim, hidden, key=k2)
        self.down = eqx.nn.Linear(hidden, num_classes, key=k3)
        self.activation = activation
        self.num_classes = num_classes

    def __call__(self, x):
        act = getattr(jax.nn, self.activation)
        return self.down(act(self.gate(x)) * self.up(x))
