import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def optimize_path(path, cost_fn, obstacles, steps=20, lr=0.05):
    grad_fn = jax.grad(lambda p: cost_fn(p, obstacles))

    def body(p, _):
        g = grad_fn(p)
        return p.at[1:-1].add(-lr * g[1:-1]), None

    path, _ = jax.lax.scan(body, path, None, length=steps)
    return path, cost_fn(path, obstacles)
