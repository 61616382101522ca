import jax
import jax.numpy as jnp
import numpy as np

from decoding import DECODERS, decode

VOCAB, DIM = 30, 16


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)),
              "out": jax.random.normal(k2, (DIM, VOCAB))}
    prompts = jnp.array([1, 4, 7, 9], dtype=jnp.int32)
    key = jax.random.PRNGKey(1)
    report = {}
    for name in DECODERS:
        for trial in range(2):
            key, sub = jax.random.split(key)
            out = decode(params, prompts, name, max_len=6, key=sub)
            report[(name, trial)] = len(np.unique(np.asarray(out)))
    for k, v in report.items():
        print(k, "distinct tokens:", v)


if __name__ == "__main__":
    main()
