import jax
import jax.numpy as jnp
import numpy as np

from buckets import NUC, encode_batch


@jax.jit
def gc_and_pairing(embed, tokens, mask):
    h = embed[tokens] * mask[..., None]
    pooled = h.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    gc = ((tokens == 1) | (tokens == 2)) * mask
    return pooled, gc.sum(1) / jnp.maximum(mask.sum(1), 1.0)


def main():
    rng = np.random.default_rng(0)
    embed = jnp.asarray(rng.normal(size=(4, 8)).astype(np.float32))
    pools = [(20, 32), (40, 64), (90, 128)]
    for step in range(9):
        lo, hi = pools[step % 3]
        seqs = ["".join(rng.choice(list(NUC), size=int(rng.integers(lo, hi + 1))))
                for _ in range(8)]
        tokens, mask = encode_batch(seqs)
        _, gc = gc_and_pairing(embed, tokens, mask)
        print(step, tokens.shape, np.round(np.asarray(gc)[:3], 2))


if __name__ == "__main__":
    main()
