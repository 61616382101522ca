import jax
import jax.numpy as jnp


def boundary_penalty(u_fn, pts, values, kind):
    if kind == "dirichlet":
        return jnp.mean((jax.vmap(u_fn)(pts) - values) ** 2)
    if kind == "neumann":
        du = jax.vmap(jax.grad(u_fn))(pts)
        return jnp.mean((du - values) ** 2)
    raise ValueError(kind)
