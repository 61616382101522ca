import equinox as eqx
import jax


def leaky(x):
    return jax.nn.leaky_relu(x, 0.1)


def build_model(in_size, key):
    return eqx.nn.MLP(
        in_size=in_size,
        out_size=1,
        width_size=32,
        depth=2,
        activation=leaky,
        key=key,
    )
