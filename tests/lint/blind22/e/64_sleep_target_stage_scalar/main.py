import jax
import jax.numpy as jnp
import numpy as np

from labels import target_for


@jax.jit
def stage_nll(logits, target):
    return -jax.nn.log_softmax(logits)[target]


def windows(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield {"logits": rng.standard_normal(5).astype(np.float32),
               "hypnogram": rng.integers(0, 5, 10)}, ("n2" if i % 3 == 0 else None)


def main():
    total = 0.0
    for w, manual in windows(6):
        total += float(stage_nll(w["logits"], target_for(w, manual)))
    print("mean nll", total / 6)


if __name__ == "__main__":
    main()
