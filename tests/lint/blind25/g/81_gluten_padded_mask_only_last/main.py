import numpy as np
import jax.numpy as jnp

from batching import iterate
from train import gluten_step


def main():
    rng = np.random.default_rng(0)
    # farinograph/NIR features of wheat flour -> wet gluten %
    x = rng.normal(size=(100, 7)).astype(np.float32)
    y = (x @ np.linspace(-1, 1, 7)).astype(np.float32)
    w = jnp.zeros(7)
    for epoch in range(4):
        for batch in iterate(x, y, 32):
            w, loss = gluten_step(w, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
