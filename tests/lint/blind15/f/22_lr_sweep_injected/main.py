import jax.numpy as jnp
import numpy as np
import optax

from step import update

LEARNING_RATES = [1e-3, 3e-3, 1e-2, 3e-2]
TX = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=1e-4)


def run_trial(lr, x, y, steps=5):
    params = {"w": jnp.zeros(x.shape[1]), "b": jnp.zeros(())}
    opt_state = TX.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    for _ in range(steps):
        params, opt_state, loss = update(params, opt_state, x, y, tx=TX)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x[:, 0] - x[:, 1] > 0).astype(np.float32)
    results = {lr: run_trial(lr, x, y) for lr in LEARNING_RATES}
    best = min(results, key=results.get)
    print(results, "best lr", best)


if __name__ == "__main__":
    main()
