import jax.numpy as jnp
import numpy as np

from blend import blend
from channels import Channel, gather_candidates


def main():
    rng = np.random.default_rng(0)
    item_vecs = rng.normal(size=(400, 8)).astype(np.float32)
    channels = [
        Channel("popular", item_vecs * 0.5, min_history=0),
        Channel("item2item", item_vecs, min_history=3),
        Channel("long_term", item_vecs[:, ::-1].copy(), min_history=10),
    ]
    weights = {"popular": 0.5, "item2item": 1.0, "long_term": 0.8}
    item_emb = jnp.asarray(item_vecs)
    history_lengths = [0, 5, 12, 2, 7, 14]
    for user, history_len in enumerate(history_lengths):
        user_vec = rng.normal(size=8).astype(np.float32)
        cands = gather_candidates(channels, user_vec, history_len)
        w = [weights[c.name] for c in channels if c.available(history_len)]
        print(user, history_len, blend(item_emb, jnp.asarray(user_vec), cands, w)[:4].tolist())


if __name__ == "__main__":
    main()
