import jax.numpy as jnp
import numpy as np

from sweep import make_objective


def main():
    rng = np.random.default_rng(8)
    t = np.arange(200)
    flow = jnp.asarray(5 + 3 * np.exp(-(t % 40) / 8.0) + rng.gamma(0.5, 1.0, 200), jnp.float32)
    alphas = jnp.linspace(0.9, 0.995, 12)
    results = {}
    for k in [0.8, 0.9, 1.0, 1.1, 1.2]:
        obj = make_objective(flow, k)
        scores = [float(obj(a)) for a in alphas]
        best = int(np.argmin(scores))
        results[k] = (float(alphas[best]), scores[best])
    for k, (a, s) in results.items():
        print(f"k={k:.1f} alpha={a:.4f} score={s:.5f}")


if __name__ == "__main__":
    main()
