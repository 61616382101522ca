import jax
import jax.numpy as jnp
import numpy as np
import optax

from cv import spatial_blocks


def fit(x, y, w, steps=30):
    tx = optax.adam(0.05)

    @jax.jit
    def step(beta, opt_state):
        def loss(b):
            ll = optax.sigmoid_binary_cross_entropy(x @ b, y)
            return (ll * w).sum() / w.sum()

        l, g = jax.value_and_grad(loss)(beta)
        updates, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(beta, updates), opt_state, l

    beta = jnp.zeros(x.shape[1])
    opt_state = tx.init(beta)
    for _ in range(steps):
        beta, opt_state, l = step(beta, opt_state)
    return beta


def main():
    rng = np.random.default_rng(0)
    n = 300
    lon = rng.uniform(-5, 5, n)
    x = np.column_stack([np.ones(n), rng.normal(size=(n, 4))]).astype(np.float32)
    y = (rng.random(n) < 1 / (1 + np.exp(-x @ np.array([-0.5, 1, -1, 0.5, 0])))).astype(np.float32)
    for train, test in spatial_blocks(lon, 5):
        beta = fit(jnp.asarray(x), jnp.asarray(y), jnp.asarray(train, jnp.float32))
        p = 1 / (1 + np.exp(-x[test] @ np.asarray(beta)))
        print(f"block AUC proxy {np.corrcoef(p, y[test])[0, 1]:.3f}")


if __name__ == "__main__":
    main()
