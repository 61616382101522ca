import numpy as np
import jax.numpy as jnp

from loader import CachedLoader
from step import salt_step


def main():
    rng = np.random.default_rng(0)
    # Vis-NIR of dry-cured ham slices -> NaCl %
    x = rng.normal(size=(100, 30)) + np.linspace(0, 2, 30)
    y = (x[:, 10] - x[:, 20]).astype(np.float32)
    loader = CachedLoader(x, y)
    w = jnp.zeros(30)
    for epoch in range(3):
        for batch in loader:
            w, loss = salt_step(w, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
