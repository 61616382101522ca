import equinox as eqx
import jax


def build_member(key, slope):
    return eqx.nn.MLP(3, 1, 16, 2, activation=lambda x: jax.nn.leaky_relu(x, slope), key=key)
