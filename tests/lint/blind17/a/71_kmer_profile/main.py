from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import KmerTokenizer


@partial(jax.jit, static_argnums=(2,))
def kmer_profile_score(weights, ids, tokenizer):
    profile = tokenizer.histogram(ids)
    return jnp.dot(profile, weights)


def load_batch(rng, n_reads=4, length=60):
    reads = ["".join(rng.choice(list("ACGT"), size=length)) for _ in range(n_reads)]
    tokenizer = KmerTokenizer(k=3)
    return [tokenizer.encode(r) for r in reads], tokenizer


def main():
    rng = np.random.default_rng(0)
    weights = jnp.asarray(rng.normal(size=64).astype(np.float32))
    for batch in range(5):
        ids_list, tokenizer = load_batch(rng)
        scores = [float(kmer_profile_score(weights, ids, tokenizer)) for ids in ids_list]
        print(batch, np.round(scores, 3))


if __name__ == "__main__":
    main()
