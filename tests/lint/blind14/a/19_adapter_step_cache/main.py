import jax
import jax.numpy as jnp
import numpy as np

from config import AdapterConfig
from steps import build_train_step

D = 16


def load_run_settings():
    return {"rank": 4, "scale": 2.0, "lr": 1e-2}


def main():
    rng = np.random.default_rng(0)
    base = jnp.asarray(rng.normal(size=(D, D)) / 4, jnp.float32)
    adapter = {"a": jnp.asarray(rng.normal(size=(D, 4)) * 0.01, jnp.float32),
               "b": jnp.zeros((4, D), jnp.float32)}
    for step in range(5):
        cfg = AdapterConfig(**load_run_settings())
        step_fn = build_train_step(cfg)
        x = rng.normal(size=(8, D)).astype(np.float32)
        y = rng.normal(size=(8, D)).astype(np.float32)
        adapter, loss = step_fn(adapter, base, x, y)
        print(step, float(loss))


if __name__ == "__main__":
    main()
