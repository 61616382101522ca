import jax
import numpy as np

from staging import estimate_age


def main():
    rng = np.random.default_rng(2)
    for clinic in range(4):
        logits = rng.normal(size=(10, 7, 8)).astype(np.float32) + np.linspace(-1, 1, 8, dtype=np.float32) * clinic
        probs = jax.nn.softmax(logits, axis=-1)
        ages = estimate_age(probs)
        print(clinic, np.round(np.asarray(ages[:3]), 1))


if __name__ == "__main__":
    main()
