import numpy as np
import jax.numpy as jnp

from harness import grid, run_trial

SEARCH_SPACE = {
    "lr": [1e-3, 1e-2],
    "weight_decay": [0.0, 1e-4],
}


def make_data(rng, n=256, d=8):
    x = rng.standard_normal((n, d)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 1).astype(np.int32)
    split = n * 3 // 4
    return (jnp.asarray(x[:split]), jnp.asarray(y[:split]),
            jnp.asarray(x[split:]), jnp.asarray(y[split:]))


def main():
    rng = np.random.default_rng(8)
    data = make_data(rng)
    results = []
    for hp in grid(SEARCH_SPACE):
        acc = run_trial(hp, data)
        results.append((acc, hp))
        print(f"{hp} -> val acc {acc:.3f}")
    best = max(results, key=lambda r: r[0])
    print("best", best)


if __name__ == "__main__":
    main()
