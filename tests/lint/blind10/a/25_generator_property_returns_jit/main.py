import jax
import numpy as np

from generator import TextGenerator

VOCAB, DIM = 32, 8


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)), "out": jax.random.normal(k2, (DIM, VOCAB))}
    gen = TextGenerator(params, max_len=6)
    key = jax.random.PRNGKey(42)
    for prompt in ([1, 2, 3], [4, 5, 6, 7]):
        key, sub = jax.random.split(key)
        print(prompt, "->", np.asarray(gen.generate(prompt, sub)).tolist())


if __name__ == "__main__":
    main()
