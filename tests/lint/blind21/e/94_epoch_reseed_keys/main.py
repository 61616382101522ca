import jax
import jax.numpy as jnp
import numpy as np

from augment import jitter_and_mask

BASE_SEED = 0


def main():
    rng = np.random.default_rng(127)
    windows = jnp.asarray(rng.normal(size=(32, 20)), jnp.float32)
    key = jax.random.key(BASE_SEED)
    for epoch in range(4):
        if epoch > 0:
            key = jax.random.PRNGKey(BASE_SEED + epoch)
        for _ in range(3):
            key, sub = jax.random.split(key)
            aug = jitter_and_mask(sub, windows)
        print(epoch, float(aug.std()))


if __name__ == "__main__":
    main()
