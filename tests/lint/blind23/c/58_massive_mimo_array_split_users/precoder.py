import jax
import jax.numpy as jnp


@jax.jit
def group_precoders(h_group, reg):
    g = h_group @ h_group.conj().T + reg * jnp.eye(h_group.shape[0])
    w = h_group.conj().T @ jnp.linalg.inv(g)
    return w / jnp.linalg.norm(w)
