import jax
import jax.numpy as jnp
import numpy as np

from generate import G, generate
from nets import LATENT, NUM_CLASSES


def class_grid(params, key):
    rows = []
    for c in range(NUM_CLASSES):
        key, sub = jax.random.split(key)
        rows.append(generate(params, sub, c))
    return jnp.stack(rows)


def main():
    params = G.init(jax.random.PRNGKey(0), jnp.zeros((1, LATENT)), 0)
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(1)
    for step in range(4):
        key, sub = jax.random.split(key)
        class_id = rng.integers(0, NUM_CLASSES)
        fakes = generate(params, sub, class_id)
        print(step, int(class_id), float(fakes.mean()))
    key, sub = jax.random.split(key)
    print("grid", class_grid(params, sub).shape)


if __name__ == "__main__":
    main()
