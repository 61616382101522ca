import equinox as eqx
import jax


def build_model(key, act_slope=0.1):
    return eqx.nn.MLP(in_size=9, out_size=1, width_size=32, depth=2,
                      activation=lambda x: jax.nn.leaky_relu(x, act_slope), key=key)
