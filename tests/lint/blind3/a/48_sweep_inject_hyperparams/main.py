import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import grid, init_opt_state, tx


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def update(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((predict(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run_trial(hp, x, y, steps=3):
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (5, 8)) * 0.3, "w2": jax.random.normal(k2, (8, 1)) * 0.3}
    opt_state = init_opt_state(params, jnp.float32(hp["lr"]), jnp.float32(hp["wd"]))
    for _ in range(steps):
        params, opt_state, loss = update(params, opt_state, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = np.sin(x[:, :1]) + 0.1 * rng.normal(size=(64, 1)).astype(np.float32)
    results = {(hp["lr"], hp["wd"]): run_trial(hp, x, y) for hp in grid(lr=[1e-3, 1e-2], wd=[0.0, 1e-4])}
    best = min(results, key=results.get)
    print("best", best, results[best])


if __name__ == "__main__":
    main()
