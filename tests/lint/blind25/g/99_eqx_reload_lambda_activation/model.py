import equinox as eqx
import jax


def make_model(key=None):
    key = jax.random.PRNGKey(0) if key is None else key
    return eqx.nn.MLP(in_size=9, out_size=1, width_size=32, depth=2,
                      activation=lambda x: jax.nn.leaky_relu(x, 0.1), key=key)
