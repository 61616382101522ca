import equinox as eqx
import jax


def leaky_relu_01(x):
    return jax.nn.leaky_relu(x, 0.1)


def build_model(key, d_in):
    return eqx.nn.MLP(d_in, 1, width_size=16, depth=2, activation=leaky_relu_01, key=key)
