import jax.numpy as jnp

from data import ester_dataset
from sweep import run_trial


def main():
    X, y = ester_dataset()
    X, y = jnp.asarray(X), jnp.asarray(y)
    results = {}
    for lr in [3e-3, 1e-2, 3e-2, 1e-1, 3e-1]:
        w, mse = run_trial(X, y, lr)
        results[lr] = mse
        print(f"lr={lr:g} mse={mse:.4f}")
    best = min(results, key=results.get)
    print("best lr", best)


if __name__ == "__main__":
    main()
