import jax
import jax.numpy as jnp


def init(key, n_h=8):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "Wh": 0.3 * jax.random.normal(k1, (n_h, n_h)),
        "Wu": 0.3 * jax.random.normal(k2, (n_h, 1)),
        "Wo": 0.3 * jax.random.normal(k3, (1, n_h)),
    }


def run(params, h0, u_chunk):
    def f(h, u):
        h = jnp.tanh(params["Wh"] @ h + params["Wu"] @ u)
        return h, (params["Wo"] @ h)[0]
    return jax.lax.scan(f, h0, u_chunk)


@jax.jit
def chunk_step(params, h0, u_chunk, y_chunk):
    def loss(p):
        h, y_hat = run(p, h0, u_chunk)
        return jnp.mean((y_hat - y_chunk) ** 2), h
    (l, h), g = jax.value_and_grad(loss, has_aux=True)(params)
    params = jax.tree_util.tree_map(lambda p, gp: p - 0.05 * gp, params, g)
    return params, jax.lax.stop_gradient(h), l
