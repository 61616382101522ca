import jax
import jax.numpy as jnp
import numpy as np

from transforms import crop_and_describe


def main():
    rng = np.random.default_rng(0)
    kernel = jnp.asarray(rng.normal(size=(3, 3, 3, 8)) * 0.2, jnp.float32)
    key = jax.random.PRNGKey(0)
    for i in range(5):
        key, sub = jax.random.split(key)
        clip = rng.random(size=(6, 40, 40, 3)).astype(np.float32)
        d = crop_and_describe(clip, kernel, sub)
        print(i, np.round(np.asarray(d)[:3], 3))


if __name__ == "__main__":
    main()
