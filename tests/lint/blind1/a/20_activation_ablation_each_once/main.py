import jax
import numpy as np

from ablation import ACTIVATIONS, build_trainer, init_mlp


def spirals(n=120, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, size=n)
    t = rng.uniform(0.5, 3.0, size=n)
    x = np.stack([t * np.cos(t + np.pi * y), t * np.sin(t + np.pi * y)], 1)
    return (x + 0.1 * rng.normal(size=x.shape)).astype(np.float32), y.astype(np.int32)


def main():
    x, y = spirals()
    params = init_mlp(jax.random.PRNGKey(0), [2, 16, 2])
    results = {}
    for name, activation in ACTIVATIONS.items():
        fit = build_trainer(activation)
        loss, acc = fit(params, x, y)
        results[name] = (float(loss), float(acc))
    for name, (loss, acc) in sorted(results.items(), key=lambda kv: -kv[1][1]):
        print(f"{name:5s} loss={loss:.3f} acc={acc:.2f}")


if __name__ == "__main__":
    main()
