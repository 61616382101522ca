import jax
import jax.numpy as jnp


def compiled_grad(loss_fn, *args):
    return jax.jit(jax.value_and_grad(loss_fn))(*args)


def cosine_regression(p, z):
    p = p / jnp.linalg.norm(p, axis=-1, keepdims=True)
    z = z / jnp.linalg.norm(z, axis=-1, keepdims=True)
    return 2 - 2 * (p * z).sum(-1)
