import jax.numpy as jnp
import numpy as np

from evaluator import Evaluator


def make_batches(rng, n=3):
    return [(jnp.asarray(rng.normal(size=(32, 25)).astype(np.float32)),
             jnp.asarray(rng.integers(0, 3, (32, 25)).astype(np.float32))) for _ in range(n)]


def main():
    rng = np.random.default_rng(0)
    evaluator = Evaluator()
    for epoch in range(3):
        print(epoch, evaluator.run(epoch, make_batches(rng)))


if __name__ == "__main__":
    main()
