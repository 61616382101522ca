import equinox as eqx
import jax
import jax.numpy as jnp


class LoRALinear(eqx.Module):
    base: jax.Array
    a: jax.Array
    b: jax.Array
    scale: jax.Array

    def __init__(self, d_in, d_out, rank, key, scale=0.0):
        k1, k2 = jax.random.split(key)
        self.base = jax.random.normal(k1, (d_in, d_out)) / jnp.sqrt(d_in)
        self.a = jax.random.normal(k2, (d_in, rank)) * 0.01
        self.b = jnp.zeros((rank, d_out))
        self.scale = jnp.asarray(scale, dtype=jnp.float32)

    def __call__(self, x):
        return x @ jax.lax.stop_gradient(self.base) + self.scale * (x @ self.a @ self.b)


def set_scale(layer, value):
    return eqx.tree_at(lambda l: l.scale, layer, value)
