import jax
import jax.numpy as jnp

from prefill import CHUNK, prefill

VOCAB, DIM, MAX_LEN = 64, 16, 64


def main():
    keys = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"emb": jax.random.normal(keys[0], (VOCAB, DIM)),
              "wq": jax.random.normal(keys[1], (DIM, DIM)) / 4,
              "wk": jax.random.normal(keys[2], (DIM, DIM)) / 4,
              "wv": jax.random.normal(keys[3], (DIM, DIM)) / 4}
    prompt = jax.random.randint(jax.random.PRNGKey(1), (5 * CHUNK,), 0, VOCAB)
    h, cache_k, _ = prefill(params, prompt, MAX_LEN)
    print(h.shape, float(jnp.abs(cache_k).sum()))


if __name__ == "__main__":
    main()
