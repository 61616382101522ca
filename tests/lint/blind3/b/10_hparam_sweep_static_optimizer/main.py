"""Grid search over optimizer settings for a small inverse problem (deconvolution)."""
import itertools
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax


def blur_matrix(n, width=2.0):
    idx = np.arange(n)
    k = np.exp(-((idx[:, None] - idx[None, :]) ** 2) / (2 * width**2))
    return jnp.asarray(k / k.sum(axis=1, keepdims=True), dtype=jnp.float32)


def objective(signal, A, observed, tv_weight):
    data_fit = jnp.sum((A @ signal - observed) ** 2)
    tv = jnp.sum(jnp.sqrt(jnp.diff(signal) ** 2 + 1e-4))
    return data_fit + tv_weight * tv


@partial(jax.jit, static_argnums=(0,))
def solve(optimizer, A, observed, tv_weight, n_iter=40):
    x0 = jnp.zeros(A.shape[1])

    def body(carry, _):
        x, opt_state = carry
        loss, g = jax.value_and_grad(objective)(x, A, observed, tv_weight)
        updates, opt_state = optimizer.update(g, opt_state, x)
        return (optax.apply_updates(x, updates), opt_state), loss

    (x, _), losses = jax.lax.scan(body, (x0, optimizer.init(x0)), None, length=n_iter)
    return x, losses[-1]


def main():
    n = 32
    A = blur_matrix(n)
    truth = jnp.asarray(np.repeat([0.0, 1.0, 0.3, 0.8], n // 4), dtype=jnp.float32)
    rng = np.random.default_rng(0)
    observed = A @ truth + 0.01 * jnp.asarray(rng.normal(size=n), dtype=jnp.float32)

    results = {}
    for lr, b1 in itertools.product([0.02, 0.1], [0.8, 0.9]):
        optimizer = optax.adam(lr, b1=b1)
        x, final = solve(optimizer, A, observed, 0.01)
        results[(lr, b1)] = float(jnp.mean((x - truth) ** 2))
    best = min(results, key=results.get)
    print("best (lr, b1):", best, "recon mse:", round(results[best], 5))


if __name__ == "__main__":
    main()
