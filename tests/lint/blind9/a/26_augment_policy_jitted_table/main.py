import jax
import numpy as np

from augmentations import apply_random_op

BATCHES = 8


def main():
    rng = np.random.default_rng(1)
    key = jax.random.PRNGKey(0)
    used = []
    for i in range(BATCHES):
        images = rng.uniform(size=(8, 12, 12, 3)).astype(np.float32)
        key, sub = jax.random.split(key)
        name, out = apply_random_op(sub, images, rng)
        used.append(name)
        print(f"batch {i}: {name:10s} mean {float(out.mean()):.3f}")
    print("ops used:", sorted(set(used)))


if __name__ == "__main__":
    main()
