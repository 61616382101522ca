from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

SETTINGS = {"num_perm": 32, "shingle": 4, "prime": 2147483647}


def shingle_ids(text, k):
    toks = text.lower().split()
    grams = [" ".join(toks[i:i + k]) for i in range(max(1, len(toks) - k + 1))]
    ids = np.array([hash_str(g) for g in grams], np.int32)
    out = np.full(64, -1, np.int32)
    out[: min(64, len(ids))] = ids[:64]
    return out


def hash_str(s):
    h = 7
    for ch in s:
        h = (h * 31 + ord(ch)) % 1000003
    return h


@partial(jax.jit, static_argnums=(1, 2))
def minhash_signature(ids, num_perm, prime):
    key = jax.random.PRNGKey(17)
    a = jax.random.randint(key, (num_perm, 1), 1, 10007)
    b = jax.random.randint(jax.random.fold_in(key, 1), (num_perm, 1), 0, 10007)
    hashed = (a * ids[None, :] + b) % prime
    hashed = jnp.where(ids[None, :] < 0, prime, hashed)
    return hashed.min(axis=1)


def similarity(sig_a, sig_b):
    return float(jnp.mean(sig_a == sig_b))


def main():
    docs = [
        "in the beginning was the word and the word was with god",
        "the word was with god and the word was god in the beginning",
        "here begynneth the boke of the chesse moralysed",
        "here beginneth the book of the chess moralised by caxton",
        "of the kyng and his maners and condycions",
    ]
    sigs = [minhash_signature(jnp.asarray(shingle_ids(d, SETTINGS["shingle"])),
                              SETTINGS["num_perm"], SETTINGS["prime"]) for d in docs]
    for i in range(len(docs)):
        for j in range(i + 1, len(docs)):
            print(i, j, round(similarity(sigs[i], sigs[j]), 3))


if __name__ == "__main__":
    main()
