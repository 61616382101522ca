import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import restore_or_init
from train import train_step

NUM_STEPS = 6


def main():
    rng = np.random.default_rng(0)
    images = jnp.asarray(rng.normal(size=(2, 8, 8, 3)), jnp.float32)
    masks = jnp.asarray(rng.integers(0, 3, size=(2, 8, 8)), jnp.int32)
    key = jax.random.PRNGKey(0)
    init = {"w1": jax.random.normal(key, (3, 8)) * 0.3,
            "w2": jax.random.normal(jax.random.fold_in(key, 1), (8, 3)) * 0.3}
    params, step = restore_or_init(init)
    for _ in range(NUM_STEPS):
        params, step, loss = train_step(params, step, images, masks)
        print(f"step {int(step)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
