import equinox as eqx
import jax


def build_model(key):
    return eqx.nn.MLP(in_size=9, out_size=1, width_size=32, depth=2,
                      activation=jax.nn.leaky_relu, key=key)
