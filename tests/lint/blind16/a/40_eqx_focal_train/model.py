import jax
import equinox as eqx


class FCN(eqx.Module):
    layers: list

    def __init__(self, num_classes, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.layers = [
            eqx.nn.Conv2d(3, 8, 3, padding=1, key=k1),
            eqx.nn.Conv2d(8, 8, 3, padding=1, key=k2),
            eqx.nn.Conv2d(8, num_classes, 1, key=k3),
        ]

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
        return self.layers[-1](x)
