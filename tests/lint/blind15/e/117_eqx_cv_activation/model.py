import equinox as eqx
import jax


def build_model(key, d_in, negative_slope=0.1):
    return eqx.nn.MLP(d_in, 1, width_size=16, depth=2,
                      activation=lambda x: jax.nn.leaky_relu(x, negative_slope), key=key)
