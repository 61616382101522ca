import jax.numpy as jnp
import numpy as np

from glm import newton_step, poisson_deviance
from report import summarize


def transect_counts(seed, n=60):
    rng = np.random.default_rng(seed)
    x = np.column_stack([np.ones(n), rng.normal(size=n), rng.uniform(0, 1, n)]).astype(np.float32)
    y = rng.poisson(np.exp(x @ np.array([1.0, 0.4, -0.7]))).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x_tr, y_tr = transect_counts(0)
    x_va, y_va = transect_counts(1)
    beta = jnp.zeros(3, jnp.float32)
    for it in range(6):
        beta = newton_step(beta, x_tr, y_tr)
        print(f"iter {it}: val deviance {float(poisson_deviance(beta, x_va, y_va)):.2f}")
    summarize(beta, {"train": (x_tr, y_tr), "validation": (x_va, y_va)})


if __name__ == "__main__":
    main()
