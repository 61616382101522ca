import jax
import jax.numpy as jnp
import numpy as np

from trainer import LMFineTuner

VOCAB, DIM, SEQ = 40, 16, 12


def init_bigram(key):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
            "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}


def apply_bigram(params, tokens):
    return jnp.tanh(params["emb"][tokens]) @ params["out"]


def main():
    rng = np.random.default_rng(0)
    tuner = LMFineTuner(init_bigram(jax.random.PRNGKey(0)), apply_bigram,
                        base_lr=0.5, warmup=3, total_steps=8)
    for _ in range(8):
        tokens = rng.integers(0, VOCAB, size=(8, SEQ), dtype=np.int32)
        loss = tuner.step(tokens)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
