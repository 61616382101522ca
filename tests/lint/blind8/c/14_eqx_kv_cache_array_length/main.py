import jax
import jax.numpy as jnp

from model import KVCache, TinyDecoder, decode_step

VOCAB, DIM, MAX_LEN = 40, 16, 32


def greedy_generate(model, prompt, max_new_tokens):
    cache = KVCache.empty(MAX_LEN, DIM)
    logits = None
    for tok in prompt:
        logits, cache = decode_step(model, cache, jnp.int32(tok))
    out = []
    for _ in range(max_new_tokens):
        tok = jnp.argmax(logits).astype(jnp.int32)
        out.append(int(tok))
        logits, cache = decode_step(model, cache, tok)
    return out


def main():
    model = TinyDecoder(VOCAB, DIM, jax.random.PRNGKey(0))
    for prompt in ([3, 14, 15], [9, 2, 6, 5]):
        print(prompt, "->", greedy_generate(model, prompt, max_new_tokens=4))


if __name__ == "__main__":
    main()
