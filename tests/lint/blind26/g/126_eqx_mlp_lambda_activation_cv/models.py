import equinox as eqx
import jax


def build(key, n_in=24, n_out=3):
    return eqx.nn.MLP(n_in, n_out, 48, 2, activation=lambda x: jax.nn.leaky_relu(x, 0.05), key=key)
