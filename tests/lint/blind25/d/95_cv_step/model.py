import equinox as eqx
import jax

def make_model(key, d):
    return eqx.nn.MLP(d, "scalar", 32, depth=1, key=key)
