import jax.numpy as jnp
import numpy as np

from fit import gauss_newton_step


def measurements(seed=0):
    rng = np.random.default_rng(seed)
    x = np.linspace(1.0, 20.0, 12).astype(np.float32)   # concrete slab thickness, cm
    t = (1 + 0.9 * 0.15 * x) * np.exp(-0.15 * x) * rng.normal(1, 0.01, 12)
    return jnp.asarray(x), jnp.asarray(t.astype(np.float32))


def main():
    x, t = measurements()
    params = {"mu": 0.1, "b": 0.5}   # textbook starting values for Co-60 in concrete
    for it in range(6):
        params = gauss_newton_step(params, x, t)
    print(f"mu = {float(params['mu']):.4f} 1/cm, buildup slope = {float(params['b']):.3f}")


if __name__ == "__main__":
    main()
