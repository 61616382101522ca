import jax.numpy as jnp
import numpy as np

from search import CANDIDATES
from train import run


def main():
    rng = np.random.default_rng(4)
    x = jnp.asarray(rng.normal(size=(120, 9)), jnp.float32)
    y = x @ jnp.asarray(rng.normal(size=9), jnp.float32) * 0.05 + 0.25
    for hp in CANDIDATES:
        loss = run(hp, x, y)
        print(f"{hp}: final loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
