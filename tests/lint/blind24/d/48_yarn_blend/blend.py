import jax
import jax.numpy as jnp


def project_simplex(v):
    u = jnp.sort(v)[::-1]
    css = jnp.cumsum(u)
    k = jnp.arange(1, v.shape[0] + 1)
    rho = jnp.max(jnp.where(u - (css - 1) / k > 0, k, 0))
    theta = (css[rho - 1] - 1) / rho
    return jnp.maximum(v - theta, 0.0)


@jax.jit
def optimise_blend(fibre_props, target, cost, n_steps, cost_weight):
    """Choose bale-lot shares so the blend hits target length/strength/micronaire at low cost."""
    def loss(w):
        return jnp.sum((w @ fibre_props - target) ** 2) + cost_weight * w @ cost

    def body(_, w):
        return project_simplex(w - 0.05 * jax.grad(loss)(w))

    w0 = jnp.full(fibre_props.shape[0], 1.0 / fibre_props.shape[0])
    w = jax.lax.fori_loop(0, n_steps, body, w0)
    return w, loss(w)
