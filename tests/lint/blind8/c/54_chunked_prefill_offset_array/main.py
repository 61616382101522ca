import jax
import jax.numpy as jnp
import numpy as np

from prefill import CHUNK, prefill_chunk

VOCAB, DIM, MAX_LEN = 64, 8, 64


def chunks(prompt):
    for i in range(0, len(prompt), CHUNK):
        piece = np.zeros(CHUNK, np.int32)
        part = prompt[i:i + CHUNK]
        piece[: len(part)] = part
        yield piece


def prefill(embed, prompt):
    cache = jnp.zeros((MAX_LEN, DIM))
    pos = jnp.zeros((), jnp.int32)
    for piece in chunks(prompt):
        cache, n = prefill_chunk(cache, embed, piece, pos)
        pos = pos + n
    return cache, pos


def main():
    embed = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, DIM))
    rng = np.random.default_rng(0)
    for r in range(4):
        prompt = rng.integers(1, VOCAB, size=int(rng.integers(20, 40))).tolist()
        cache, pos = prefill(embed, prompt)
        print(f"prompt {r}: {len(prompt)} tokens, cache filled to {int(pos)}, norm {float(jnp.linalg.norm(cache)):.2f}")


if __name__ == "__main__":
    main()
