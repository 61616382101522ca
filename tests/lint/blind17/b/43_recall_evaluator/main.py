import jax
import jax.numpy as jnp
import numpy as np

from evaluation import RecallEvaluator

NUM_USERS, NUM_ITEMS, DIM = 64, 300, 16


def run_epoch(user_emb, item_emb, rng):
    noise = 0.01 * jnp.asarray(rng.normal(size=user_emb.shape).astype(np.float32))
    return user_emb + noise, item_emb


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    user_emb = jax.random.normal(k1, (NUM_USERS, DIM))
    item_emb = jax.random.normal(k2, (NUM_ITEMS, DIM))
    held_out = jnp.asarray(rng.integers(0, NUM_ITEMS, (NUM_USERS, 5)), jnp.int32)
    for epoch in range(5):
        user_emb, item_emb = run_epoch(user_emb, item_emb, rng)
        evaluator = RecallEvaluator(k=20, num_items=NUM_ITEMS)
        print(epoch, float(evaluator.recall(user_emb, item_emb, held_out)))


if __name__ == "__main__":
    main()
