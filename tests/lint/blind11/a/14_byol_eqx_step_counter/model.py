import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    proj: eqx.nn.Linear
    step: int

    def __init__(self, key, dim=16, out=8):
        self.proj = eqx.nn.Linear(dim, out, key=key)
        self.step = 0

    def __call__(self, x):
        return jax.vmap(self.proj)(x)


def byol_loss(online, target, v1, v2):
    p = online(v1)
    z = jax.lax.stop_gradient(target(v2))
    p = p / jnp.linalg.norm(p, axis=-1, keepdims=True)
    z = z / jnp.linalg.norm(z, axis=-1, keepdims=True)
    return jnp.mean(2 - 2 * jnp.sum(p * z, -1))
