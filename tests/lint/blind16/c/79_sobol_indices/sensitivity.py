import jax
import jax.numpy as jnp

from model import ishigami


@jax.jit
def first_order_index(A, B, group_mask):
    fA, fB = ishigami(A), ishigami(B)
    AB = jnp.where(group_mask[None, :], B, A)
    fAB = ishigami(AB)
    var = jnp.var(jnp.concatenate([fA, fB]))
    return jnp.mean(fB * (fAB - fA)) / var
