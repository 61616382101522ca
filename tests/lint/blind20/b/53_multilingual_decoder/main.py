import jax
import jax.numpy as jnp
import numpy as np

from decoders import ALPHABETS, decoder_for

FEAT, T = 16, 20


def incoming_lines(n, seed=0):
    rng = np.random.default_rng(seed)
    langs = ["en", "de"]
    for i in range(n):
        yield langs[i % 2], rng.standard_normal((T, FEAT)).astype(np.float32)


def main():
    weights = jax.random.normal(jax.random.PRNGKey(0), (FEAT, max(ALPHABETS.values())))
    for lang, feats in incoming_lines(6):
        ids = decoder_for(lang)(jnp.asarray(feats), weights)
        print(lang, np.asarray(ids)[:8])


if __name__ == "__main__":
    main()
