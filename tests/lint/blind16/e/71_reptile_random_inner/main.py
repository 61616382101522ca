import jax
import jax.numpy as jnp
import numpy as np

from reptile import reptile_update, task_loss

MAX_INNER_STEPS = 5


def sample_task(rng, k=10):
    slope, bias = rng.uniform(-2, 2, size=2)
    x = rng.uniform(-1, 1, size=(k, 1)).astype(np.float32)
    return x, (slope * x + bias).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    key1, key2 = jax.random.split(jax.random.PRNGKey(0))
    meta = {"w1": jax.random.normal(key1, (1, 32)), "b1": jnp.zeros(32), "w2": jax.random.normal(key2, (32, 1)) * 0.1}
    for it in range(10):
        x, y = sample_task(rng)
        steps = int(rng.integers(1, MAX_INNER_STEPS + 1))
        meta = reptile_update(meta, x, y, 0.02, 0.1, inner_steps=steps)
    x, y = sample_task(rng)
    print("post-meta loss on new task", float(task_loss(meta, x, y)))


if __name__ == "__main__":
    main()
