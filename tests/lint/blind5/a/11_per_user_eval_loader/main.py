import numpy as np
import jax
import jax.numpy as jnp

from evaluation.scorer import recall_at_k

N_ITEMS, ITEM_DIM, EMB = 500, 12, 8


def main():
    rng = np.random.default_rng(11)
    item_feats = rng.standard_normal((N_ITEMS, ITEM_DIM)).astype(np.float32)
    w_item = jnp.asarray(0.3 * rng.standard_normal((ITEM_DIM, EMB)), jnp.float32)
    recalls = []
    for user in range(6):
        user_vec = jnp.asarray(rng.standard_normal(EMB), jnp.float32)
        # candidates from the retrieval stage: a different number per user
        n_cands = int(rng.integers(40, 120))
        candidate_ids = rng.choice(N_ITEMS, n_cands, replace=False)
        positives = candidate_ids[:3].tolist()
        recalls.append(recall_at_k(user_vec, candidate_ids, positives, item_feats, w_item))
        print(f"user {user}: {n_cands} candidates recall@10 {recalls[-1]:.2f}")
    print(f"mean recall@10 {np.mean(recalls):.3f}")


if __name__ == "__main__":
    main()
