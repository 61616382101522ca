import jax
import numpy as np
import optax

from trainer import FineTuner

VOCAB, DIM = 60, 16


def load_pretrained(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
            "mix": jax.random.normal(k2, (DIM, DIM)) * 0.1}


def main():
    rng = np.random.default_rng(0)
    tuner = FineTuner(load_pretrained(jax.random.PRNGKey(0)), optax.adam(1e-3))
    for _ in range(7):
        tokens = rng.integers(0, VOCAB, size=(8, 12)).astype(np.int32)
        loss = tuner.step(tokens)
        print(f"step {tuner.global_step}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
