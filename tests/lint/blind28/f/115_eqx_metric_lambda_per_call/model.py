import equinox as eqx
import jax


class SensorMLP(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(36, 5, 32, 2, key=key)

    def __call__(self, x):
        return self.mlp(x.reshape(-1))
