import jax
import jax.numpy as jnp


def eikonal_term(sdf_fn, pts):
    grads = jax.vmap(jax.grad(sdf_fn))(pts)
    return jnp.mean((jnp.linalg.norm(grads, axis=-1) - 1.0) ** 2)


def eikonal_weight(step, start=0.5, end=0.05, steps=6):
    frac = min(step / steps, 1.0)
    return start + (end - start) * frac
