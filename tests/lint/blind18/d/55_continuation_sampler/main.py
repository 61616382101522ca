import jax
import jax.numpy as jnp
import numpy as np

from sampler import continue_tokens

VOCAB, DIM = 64, 16
FRAME_RATE = 50
TARGET_SECONDS = 4.0


def prompts():
    yield np.array([3, 9, 12, 40], np.int32)
    yield np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], np.int32)
    yield np.array([7] * 30, np.int32)
    yield np.array([5, 5, 6], np.int32)


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)), "out": jax.random.normal(k2, (DIM, VOCAB))}
    total = int(TARGET_SECONDS * FRAME_RATE)
    for prompt in prompts():
        key, sub = jax.random.split(key)
        remaining = total - len(prompt)
        toks = continue_tokens(params, jnp.int32(prompt[-1]), sub, n_steps=remaining)
        clip = np.concatenate([prompt, np.asarray(toks)])
        print(len(prompt), "->", len(clip))


if __name__ == "__main__":
    main()
