import jax.numpy as jnp
import numpy as np

PRIME = 16777619


def bytes_to_array(texts, max_chars=48):
    out = np.zeros((len(texts), max_chars), np.uint32)
    for i, t in enumerate(texts):
        b = t.encode()[:max_chars]
        out[i, : len(b)] = np.frombuffer(b, np.uint8)
    return out


def hash_bigrams(chars, vocab_size, seed):
    a = chars[:, :-1].astype(jnp.uint32)
    b = chars[:, 1:].astype(jnp.uint32)
    h = (a * jnp.uint32(PRIME)) ^ (b + jnp.uint32(seed))
    ids = (h % jnp.uint32(vocab_size - 1)).astype(jnp.int32) + 1
    return jnp.where((a == 0) | (b == 0), 0, ids)
