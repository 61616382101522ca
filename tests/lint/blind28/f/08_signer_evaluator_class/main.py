import jax.numpy as jnp
import numpy as np

from evaluator import SignerEvaluator

FEAT, CLASSES = 42, 12


def main():
    rng = np.random.default_rng(1)
    params = {"w": jnp.asarray(rng.normal(size=(FEAT, CLASSES)) * 0.1, jnp.float32), "b": jnp.zeros(CLASSES)}
    evaluator = SignerEvaluator(params)
    for i in range(5):
        frames = rng.normal(loc=i, size=(64, FEAT)).astype(np.float32)
        labels = rng.integers(0, CLASSES, 64).astype(np.int32)
        print(f"signer_{i}", evaluator(frames, labels))


if __name__ == "__main__":
    main()
