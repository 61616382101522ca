import numpy as np
import jax
import jax.numpy as jnp

from model import PermeabilityMLP, sgd_step

SWEEP = {"lr": [1e-3, 3e-3, 1e-2, 3e-2]}


def make_descriptors(n=128, d=8, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=d).astype(np.float32)
    y = (x @ w * 0.3 - 5.0 + 0.1 * rng.normal(size=n)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def run(lr, x, y, steps=40):
    model = PermeabilityMLP(x.shape[1], jax.random.PRNGKey(0))
    step_size = jnp.asarray(lr, dtype=jnp.float32)
    for _ in range(steps):
        model, loss = sgd_step(model, x, y, step_size)
    return float(loss)


def main():
    x, y = make_descriptors()
    for lr in SWEEP["lr"]:
        print(f"lr={lr:g}: final loss {run(lr, x, y):.4f}")


if __name__ == "__main__":
    main()
