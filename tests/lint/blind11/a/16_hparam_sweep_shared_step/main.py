import jax.numpy as jnp
import numpy as np

from sweep import fit_step, grid, optimizer


def run_trial(lr, wd, x, y):
    params = {"w": jnp.zeros((6, 1)), "b": jnp.zeros((1,))}
    opt_state = optimizer.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    opt_state.hyperparams["weight_decay"] = jnp.asarray(wd, jnp.float32)
    for _ in range(3):
        params, opt_state, loss = fit_step(params, opt_state, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(16, 6)).astype(np.float32)
    y = rng.normal(size=(16, 1)).astype(np.float32)
    results = {hp: run_trial(*hp, x, y) for hp in grid([1e-3, 1e-2, 3e-2], [0.0, 1e-4])}
    best = min(results, key=results.get)
    print("best", best, results[best])


if __name__ == "__main__":
    main()
