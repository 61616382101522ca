import numpy as np
import jax
import jax.numpy as jnp

from text_ids import pad_to_bucket, to_ids

CAPTIONS = [
    "Hello.", "Where were you last night?", "I told you, I was at the studio until late.",
    "Fine.", "[door slams]", "We need the final mix by Friday or the client walks away from the deal.",
    "Okay.", "Nobody leaves this room until the cut is locked, understood?",
]


def init_encoder(key, vocab=256, dim=16):
    return jax.random.normal(key, (vocab, dim)) * 0.1


@jax.jit
def caption_embedding(table, ids):
    mask = (ids > 0).astype(jnp.float32)
    vecs = table[ids] * mask[:, None]
    return vecs.sum(axis=0) / jnp.maximum(mask.sum(), 1.0)


def main():
    table = init_encoder(jax.random.PRNGKey(0))
    embs = [caption_embedding(table, pad_to_bucket(to_ids(c))) for c in CAPTIONS]
    sims = np.array([[float(a @ b) for b in embs] for a in embs])
    print(np.round(sims.diagonal(), 4))


if __name__ == "__main__":
    main()
