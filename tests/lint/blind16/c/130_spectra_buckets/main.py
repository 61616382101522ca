import jax.numpy as jnp
import numpy as np

from buckets import pad_to_bucket
from fitting import loss_and_grad


def measurement(rng, n):
    f = np.linspace(0.5, 1.5, n).astype(np.float32)
    p = (0.8 * 0.05**2 / ((f - 1.02) ** 2 + 0.05**2) + 0.05) * rng.exponential(1.0, n)
    return f, p.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for n in [40, 57, 90, 120, 63, 101]:
        f, p, mask = pad_to_bucket(*measurement(rng, n))
        params = jnp.array([1.0, 0.05, 0.7, 0.05])
        for _ in range(30):
            loss, g = loss_and_grad(params, jnp.asarray(f), jnp.asarray(p), jnp.asarray(mask))
            params = params - 1e-4 * g / (jnp.linalg.norm(g) + 1e-8)
        print(f"n={n:3d} bucket={len(f)} f0={float(params[0]):.4f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
