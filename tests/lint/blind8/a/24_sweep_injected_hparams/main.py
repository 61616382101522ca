import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import GRID, OPTIMIZER, grid_points, init_opt_state

STEPS = 3


def init_params(key, d_in=20, d_hidden=16, n_cls=4):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d_in, d_hidden)) / np.sqrt(d_in),
            "w2": jax.random.normal(k2, (d_hidden, n_cls)) / np.sqrt(d_hidden)}


def loss_fn(params, x, y):
    logits = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def update(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = OPTIMIZER.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run_trial(hp, x, y):
    params = init_params(jax.random.PRNGKey(hp["seed"]))
    opt_state = init_opt_state(params, hp)
    for _ in range(STEPS):
        params, opt_state, loss = update(params, opt_state, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 20)).astype(np.float32)
    y = rng.integers(0, 4, size=64).astype(np.int32)
    results = {}
    for hp in grid_points(GRID):
        results[(hp["learning_rate"], hp["seed"])] = run_trial(hp, x, y)
    for lr in GRID["learning_rate"]:
        losses = [results[(lr, s)] for s in GRID["seed"]]
        print(f"lr={lr:g}: final loss {np.mean(losses):.4f} +- {np.std(losses):.4f}")


if __name__ == "__main__":
    main()
