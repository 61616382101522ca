import jax
import jax.numpy as jnp
import numpy as np

from langevin import langevin_block
from restart import restart_from_snapshot


def run_blocks(x, v, key, n_blocks, kT=0.2):
    for _ in range(n_blocks):
        key, sub = jax.random.split(key)
        x, v = langevin_block(x, v, sub, kT)
    return x, v


def main():
    key = jax.random.PRNGKey(0)
    x = jnp.full((64,), -1.0, dtype=jnp.float32)
    v = jnp.zeros((64,), jnp.float32)
    x, v = run_blocks(x, v, key, 3)
    snapshot = {"x": np.asarray(x), "v": np.asarray(v)}
    x, v, key = restart_from_snapshot(snapshot, seed=1)
    x, v = run_blocks(x, v, key, 3)
    print(f"fraction in right well {float(jnp.mean(x > 0)):.3f}")


if __name__ == "__main__":
    main()
