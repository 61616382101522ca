import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampler import poisson_batches

DIM = 5
CLIP = 1.0
SIGMA = 1.1
EXPECTED_BATCH = 16
tx = optax.sgd(0.1)


@jax.jit
def dp_sgd_step(params, opt_state, xb, yb, key):
    def ex_loss(p, x, y):
        return (jnp.dot(x, p) - y) ** 2

    g = jax.vmap(jax.grad(ex_loss), in_axes=(None, 0, 0))(params, xb, yb)
    norms = jnp.linalg.norm(g, axis=1, keepdims=True)
    g = g * jnp.minimum(1.0, CLIP / (norms + 1e-9))
    noisy = jnp.sum(g, 0) + SIGMA * CLIP * jax.random.normal(key, params.shape)
    grad = noisy / EXPECTED_BATCH
    updates, opt_state = tx.update(grad, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


def main():
    rng = np.random.RandomState(0)
    x = rng.normal(size=(128, DIM)).astype(np.float32)
    y = rng.normal(size=(128,)).astype(np.float32)
    params = jnp.zeros((DIM,))
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(0)
    for idx in poisson_batches(len(x), EXPECTED_BATCH / len(x), steps=6, rng=rng):
        key, sub = jax.random.split(key)
        params, opt_state = dp_sgd_step(params, opt_state, x[idx], y[idx], sub)
        print(f"batch {len(idx)} |w|={float(jnp.linalg.norm(params)):.4f}")


if __name__ == "__main__":
    main()
