import jax
import jax.numpy as jnp
import numpy as np

from evaluate import sampled_hit_rate
from sampling import sampled_rank

NUM_USERS, NUM_ITEMS, DIM = 60, 300, 8


def main():
    rng = np.random.default_rng(0)
    key = jax.random.key(0)
    key, k1, k2 = jax.random.split(key, 3)
    user_emb = 0.1 * jax.random.normal(k1, (NUM_USERS, DIM))
    item_emb = 0.1 * jax.random.normal(k2, (NUM_ITEMS, DIM))
    users = jnp.asarray(rng.integers(0, NUM_USERS, 32), jnp.int32)
    pos = (users * 3) % NUM_ITEMS
    for epoch in range(3):
        for _ in range(3):
            key, sub = jax.random.split(key)
            ranks = sampled_rank(sub, user_emb, item_emb, users, pos)
            hard = ranks > 5
            user_emb = user_emb.at[users].add(0.05 * hard[:, None] * item_emb[pos])
        print(epoch, sampled_hit_rate(user_emb, item_emb, users, pos, epoch))


if __name__ == "__main__":
    main()
