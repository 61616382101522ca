from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from packing import pack, random_peptides


@partial(jax.jit, static_argnames=("lengths",))
def binding_scores(embed, w, tokens, lengths):
    h = embed[tokens]
    scores = []
    start = 0
    for n in lengths:
        scores.append(h[start:start + n].mean(axis=0) @ w)
        start += n
    return jnp.stack(scores)


def main():
    rng = np.random.default_rng(0)
    embed = jnp.asarray(rng.normal(size=(20, 16)).astype(np.float32))
    w = jnp.asarray(rng.normal(size=(16,)).astype(np.float32))
    for batch in range(5):
        tokens, lengths = pack(random_peptides(rng, 8))
        print(batch, np.round(np.asarray(binding_scores(embed, w, tokens, lengths)), 2))


if __name__ == "__main__":
    main()
