import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import SWEEP

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=1e-2)


def init_params(key, n_in, hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_in, hidden)) * 0.1,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, 1)) * 0.1,
        "b2": jnp.zeros(1),
    }


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"])[:, 0]


@jax.jit
def step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(
        lambda p: jnp.mean((predict(p, x) - y) ** 2)
    )(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(setting, x, y, steps=20):
    params = init_params(jax.random.PRNGKey(0), x.shape[1], setting["hidden"])
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(setting["lr"], dtype=jnp.float32)
    for _ in range(steps):
        params, opt_state, loss = step(params, opt_state, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(2)
    x = jnp.asarray(rng.normal(size=(64, 5)).astype(np.float32))
    y = jnp.asarray((x[:, 0] * 2.0 - x[:, 3]).astype(np.float32))
    for setting in SWEEP:
        print(setting, fit(setting, x, y))


if __name__ == "__main__":
    main()
