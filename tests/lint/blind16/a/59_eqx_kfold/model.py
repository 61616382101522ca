import jax
import equinox as eqx


class ConvClassifier(eqx.Module):
    conv: eqx.nn.Conv2d
    linear: eqx.nn.Linear
    activation: callable

    def __init__(self, key, num_classes=3, negative_slope=0.1):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.linear = eqx.nn.Linear(8, num_classes, key=k2)
        self.activation = lambda x: jax.nn.leaky_relu(x, negative_slope)

    def __call__(self, x):
        h = self.activation(self.conv(x)).mean(axis=(1, 2))
        return self.linear(h)
