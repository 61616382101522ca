import equinox as eqx
import jax


def leaky_relu(x):
    return jax.nn.leaky_relu(x, negative_slope=0.1)


def make_model(key, in_size=4, width=32):
    return eqx.nn.MLP(
        in_size, 1, width_size=width, depth=2,
        activation=leaky_relu,
        key=key,
    )
