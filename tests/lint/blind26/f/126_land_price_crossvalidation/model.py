import equinox as eqx
import jax

def build_model(key):
    return eqx.nn.MLP(5, 1, 24, 2, activation=lambda x: jax.nn.leaky_relu(x, 0.1), key=key)
