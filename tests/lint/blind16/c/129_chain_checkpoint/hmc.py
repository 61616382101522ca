import jax
import jax.numpy as jnp


def neg_log_funnel(x):
    v, z = x[0], x[1:]
    return 0.5 * v**2 / 9.0 + 0.5 * jnp.sum(z**2) * jnp.exp(-v) + 0.5 * z.shape[0] * v


@jax.jit
def hmc_transition(state, key, eps=0.1, n_leap=10):
    x, u = state["x"], state["potential"]
    k1, k2 = jax.random.split(key)
    p = jax.random.normal(k1, x.shape)
    grad = jax.grad(neg_log_funnel)
    q, pm = x, p - 0.5 * eps * grad(x)
    for _ in range(n_leap - 1):
        q = q + eps * pm
        pm = pm - eps * grad(q)
    q = q + eps * pm
    pm = pm - 0.5 * eps * grad(q)
    u_new = neg_log_funnel(q)
    accept = jnp.log(jax.random.uniform(k2)) < u + 0.5 * p @ p - u_new - 0.5 * pm @ pm
    return {"x": jnp.where(accept, q, x), "potential": jnp.where(accept, u_new, u)}
