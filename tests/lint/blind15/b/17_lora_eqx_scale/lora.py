import equinox as eqx
import jax
import jax.numpy as jnp


class LoRALinear(eqx.Module):
    weight: jax.Array
    a: jax.Array
    b: jax.Array
    scale: jax.Array

    def __init__(self, d_in, d_out, rank, key, scale=0.0):
        k1, k2 = jax.random.split(key)
        self.weight = jax.random.normal(k1, (d_out, d_in)) * 0.1
        self.a = jax.random.normal(k2, (rank, d_in)) * 0.01
        self.b = jnp.zeros((d_out, rank))
        self.scale = jnp.asarray(scale, dtype=jnp.float32)

    def __call__(self, x):
        base = x @ jax.lax.stop_gradient(self.weight).T
        return base + self.scale * (x @ self.a.T @ self.b.T)


def set_scale(model, scale):
    return eqx.tree_at(lambda m: m.proj.scale, model, jnp.asarray(scale, dtype=jnp.float32))
