import jax
import jax.numpy as jnp
import numpy as np

from segments import SEGMENTS, load_segment


@jax.jit
def segment_effect(batch):
    w = batch["w"]
    t, y = batch["t"], batch["y"]
    m1 = jnp.sum(w * t * y) / jnp.sum(w * t)
    m0 = jnp.sum(w * (1 - t) * y) / jnp.sum(w * (1 - t))
    return m1 - m0


def main():
    rng = np.random.default_rng(191)
    for name in SEGMENTS:
        batch = load_segment(name, rng)
        print(f"{name}: effect={float(segment_effect(batch)):+.4f}")


if __name__ == "__main__":
    main()
