import jax
import jax.numpy as jnp
import numpy as np

from augment import ScanNoise, augment_page


def main():
    rng = np.random.default_rng(0)
    pages = jnp.asarray(rng.random((6, 32, 24)), jnp.float32)
    aug = ScanNoise()
    base_key = jax.random.PRNGKey(42)
    for i in range(pages.shape[0]):
        out = augment_page(aug, pages[i], base_key, jnp.asarray(i, jnp.int32))
        print(i, float(out.mean()))


if __name__ == "__main__":
    main()
