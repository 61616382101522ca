from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from packing import pack, random_peptides

BATCH = 8


@partial(jax.jit, static_argnames=("num_peptides",))
def binding_scores(embed, w, tokens, segment_ids, num_peptides):
    h = embed[tokens]
    sums = jax.ops.segment_sum(h, segment_ids, num_segments=num_peptides + 1)
    counts = jax.ops.segment_sum(jnp.ones_like(tokens, jnp.float32), segment_ids,
                                 num_segments=num_peptides + 1)
    pooled = sums[:num_peptides] / counts[:num_peptides, None]
    return pooled @ w


def main():
    rng = np.random.default_rng(0)
    embed = jnp.asarray(rng.normal(size=(20, 16)).astype(np.float32))
    w = jnp.asarray(rng.normal(size=(16,)).astype(np.float32))
    for batch in range(5):
        tokens, segment_ids = pack(random_peptides(rng, BATCH))
        scores = binding_scores(embed, w, tokens, segment_ids, num_peptides=BATCH)
        print(batch, np.round(np.asarray(scores), 2))


if __name__ == "__main__":
    main()
