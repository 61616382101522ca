import numpy as np
import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


def qso_colour_sample(n=800, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    ug = np.where(y == 1, rng.normal(0.2, 0.2, n), rng.normal(1.2, 0.4, n))
    gr = np.where(y == 1, rng.normal(0.15, 0.15, n), rng.normal(0.5, 0.3, n))
    w1w2 = np.where(y == 1, rng.normal(1.1, 0.2, n), rng.normal(0.1, 0.2, n))
    return np.stack([ug, gr, w1w2], 1).astype(np.float32), y.astype(np.float32)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.3 * jax.random.normal(k1, (3, 16)), "b1": jnp.zeros(16),
            "w2": 0.3 * jax.random.normal(k2, (16,)), "b2": jnp.zeros(())}


def loss_fn(p, x, y):
    logits = jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, y))


@jax.jit
def adam_step(p, state, x, y):
    l, g = jax.value_and_grad(loss_fn)(p, x, y)
    u, state = tx.update(g, state, p)
    return optax.apply_updates(p, u), state, l


def main():
    x, y = qso_colour_sample()
    for lr in [3e-4, 1e-3, 3e-3, 1e-2]:
        params = init_params(jax.random.PRNGKey(0))
        state = tx.init(params)
        state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        for _ in range(150):
            params, state, l = adam_step(params, state, x, y)
        print(f"lr={lr:g}: final loss {float(l):.4f}")


if __name__ == "__main__":
    main()
