import jax
import jax.numpy as jnp


def steepest_descent(energy_fn, x, n_iter=8, step=0.02, max_disp=0.1):
    history = []
    for it in range(n_iter):
        g = jax.jit(jax.grad(energy_fn))(x)
        disp = -step * g
        norm = jnp.linalg.norm(disp, axis=-1, keepdims=True)
        disp = jnp.where(norm > max_disp, disp * max_disp / norm, disp)
        x = x + disp
        history.append(float(energy_fn(x)))
    return x, history
