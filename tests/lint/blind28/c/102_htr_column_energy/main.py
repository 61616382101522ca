import jax
import jax.numpy as jnp
import numpy as np

from batching import MAX_W, make_batch


@jax.jit
def masked_column_energy(lines, mask):
    col = lines.mean(axis=1)
    return (col * mask).sum(axis=1) / mask.sum(axis=1)


def main():
    rng = np.random.default_rng(102)
    for b in range(5):
        if b % 2 == 0:
            lines = [rng.random((8, MAX_W)).astype(np.float32) for _ in range(4)]
        else:
            lines = [rng.random((8, int(rng.integers(20, MAX_W)))).astype(np.float32) for _ in range(4)]
        x, mask = make_batch(lines)
        print(b, np.round(np.asarray(masked_column_energy(x, mask)), 3).tolist())


if __name__ == "__main__":
    main()
