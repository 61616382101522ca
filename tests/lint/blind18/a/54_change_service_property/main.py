import jax.numpy as jnp
import numpy as np

from detector import ChangeDetector


def pairs(n=4, size=48, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        before = rng.uniform(0, 0.4, (4, size, size)).astype(np.float32)
        after = before + rng.normal(0, 0.05, before.shape).astype(np.float32)
        yield jnp.asarray(before), jnp.asarray(after)


def main():
    det = ChangeDetector()
    print([round(det.changed_fraction(b, a), 4) for b, a in pairs()])


if __name__ == "__main__":
    main()
