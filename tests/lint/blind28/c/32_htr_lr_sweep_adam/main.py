import jax
import jax.numpy as jnp
import numpy as np
import optax

LEARNING_RATES = [3e-4, 1e-3, 3e-3, 1e-2]

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


def apply_fn(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


@jax.jit
def sweep_update(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(apply_fn(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (48, 32)) * 0.1, "w2": jax.random.normal(k2, (32, 26)) * 0.1}


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.random((64, 48)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, 26, 64).astype(np.int32))
    results = {}
    for lr in LEARNING_RATES:
        params = init(jax.random.PRNGKey(0))
        opt_state = tx.init(params)
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        for _ in range(10):
            params, opt_state, loss = sweep_update(params, opt_state, x, y)
        results[lr] = float(loss)
    print(results)


if __name__ == "__main__":
    main()
