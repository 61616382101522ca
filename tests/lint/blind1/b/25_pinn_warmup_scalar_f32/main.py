"""Fit a small network to u'' = -pi^2 sin(pi x) on [0, 1] with u(0) = u(1) = 0."""
import jax
import jax.numpy as jnp
import numpy as np

WARMUP = 3
BASE_LR = 5e-3
N_ITERS = 6


def init_mlp(key, sizes=(1, 16, 16, 1)):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (m, n)) / np.sqrt(m), jnp.zeros(n)))
    return params


def u(params, x):
    h = jnp.atleast_1d(x)
    for w, b in params[:-1]:
        h = jnp.tanh(h @ w + b)
    w, b = params[-1]
    return (h @ w + b)[0]


def residual_loss(params, xs):
    u_xx = jax.vmap(jax.grad(jax.grad(u, argnums=1), argnums=1), in_axes=(None, 0))(params, xs)
    f = -(jnp.pi**2) * jnp.sin(jnp.pi * xs)
    bc = u(params, 0.0) ** 2 + u(params, 1.0) ** 2
    return jnp.mean((u_xx - f) ** 2) + 10.0 * bc


@jax.jit
def sgd_update(params, xs, lr_scale):
    loss, grads = jax.value_and_grad(residual_loss)(params, xs)
    params = jax.tree_util.tree_map(lambda p, g: p - BASE_LR * lr_scale * g, params, grads)
    return params, loss


def main():
    params = init_mlp(jax.random.PRNGKey(0))
    xs = jnp.linspace(0.0, 1.0, 32)
    for it in range(N_ITERS):
        lr_scale = jnp.asarray(min(1, (it + 1) / WARMUP), dtype=jnp.float32)
        params, loss = sgd_update(params, xs, lr_scale)
        print(f"iter {it} lr_scale={float(lr_scale):.2f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
