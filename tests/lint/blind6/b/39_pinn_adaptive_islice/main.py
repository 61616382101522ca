import jax
import jax.numpy as jnp
import numpy as np

from sampling import chunked, refine

CHUNK = 64


def u(params, x):
    return jnp.tanh(x[:, None] * params["a"] + params["b"]) @ params["c"]


@jax.jit
def residual(params, x):
    # Burgers-like steady state: u u' - 0.01 u'' = 0
    f = lambda t: u(params, t[None])[0]
    du = jax.vmap(jax.grad(f))(x)
    d2u = jax.vmap(jax.grad(jax.grad(f)))(x)
    return u(params, x) * du - 0.01 * d2u


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"a": jax.random.normal(key, (16,)), "b": jnp.zeros(16), "c": jnp.ones(16) / 16}
    pts = rng.uniform(-1, 1, 150).astype(np.float32)
    for rnd in range(5):
        res = np.concatenate([np.asarray(residual(params, c)) for c in chunked(pts, CHUNK)])
        print(f"round {rnd}: {len(pts)} points, max residual {np.abs(res).max():.4f}")
        pts = refine(pts, res, 10, rng)
