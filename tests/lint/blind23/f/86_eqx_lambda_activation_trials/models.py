import equinox as eqx
import jax


def build_model(key, width):
    return eqx.nn.MLP(4, 1, width, 2, activation=lambda x: jax.nn.leaky_relu(x, 0.05), key=key)
