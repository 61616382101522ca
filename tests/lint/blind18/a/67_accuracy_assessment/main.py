import jax.numpy as jnp
import numpy as np

from metrics import evaluate_tile


def validation_tiles(n=5, size=32, seed=0):
    rng = np.random.default_rng(seed)
    present = [3, 5, 4, 5, 2]
    for i in range(n):
        target = rng.integers(0, present[i], size=(size, size)).astype(np.int32)
        pred = np.where(rng.random((size, size)) < 0.8, target, rng.integers(0, present[i], (size, size)))
        yield jnp.asarray(pred.astype(np.int32)), jnp.asarray(target)


def main():
    accs = [float(evaluate_tile(p, t)) for p, t in validation_tiles()]
    print("overall accuracy per tile:", [round(a, 3) for a in accs])


if __name__ == "__main__":
    main()
