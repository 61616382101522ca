import jax
import equinox as eqx


class ConvClassifier(eqx.Module):
    conv: eqx.nn.Conv2d
    linear: eqx.nn.Linear
    negative_slope: float = eqx.field(static=True)

    def __init__(self, key, num_classes=3, negative_slope=0.1):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.linear = eqx.nn.Linear(8, num_classes, key=k2)
        self.negative_slope = negative_slope

    def __call__(self, x):
        h = jax.nn.leaky_relu(self.conv(x), self.negative_slope).mean(axis=(1, 2))
        return self.linear(h)
