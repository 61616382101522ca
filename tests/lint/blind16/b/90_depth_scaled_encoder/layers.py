import jax
import jax.numpy as jnp

N_LAYERS, DIM = 6, 32


def init_layers(key):
    keys = jax.random.split(key, N_LAYERS)
    return [{"w": jax.random.normal(k, (DIM, DIM)) / DIM ** 0.5, "g": jnp.ones((DIM,))} for k in keys]


@jax.jit
def encoder_layer(layer, x, depth):
    # deeper layers get a smaller residual scale (depth-scaled init)
    scale = 1.0 / (depth + 1) ** 0.5
    h = x / jnp.sqrt((x ** 2).mean(-1, keepdims=True) + 1e-6) * layer["g"]
    return x + scale * jax.nn.gelu(h @ layer["w"])
