import jax.numpy as jnp
import numpy as np

from evaluate import evaluate_split


def make_split(rng, variable):
    out = []
    for _ in range(3):
        b = {"x": rng.normal(size=(8, 30, 42)).astype(np.float32), "y": rng.integers(0, 10, 8)}
        if variable:
            b["lengths"] = rng.integers(10, 31, 8).astype(np.float32)
        out.append(b)
    return out


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(size=(42, 32)) * 0.1, jnp.float32),
              "out": jnp.asarray(rng.normal(size=(32, 10)) * 0.1, jnp.float32)}
    for name, variable in (("studio_lab", False), ("in_the_wild", True), ("studio_lab2", False)):
        print(name, evaluate_split(params, make_split(rng, variable)))


if __name__ == "__main__":
    main()
