import jax
import jax.numpy as jnp
import numpy as np

from sampling import sample_negatives

N_USERS, N_ITEMS, DIM = 20, 100, 8


@jax.jit
def user_bpr_update(user_vec, item_table, pos_ids, neg_ids, lr=0.05):
    def loss(u, tbl):
        pos = tbl[pos_ids] @ u
        neg = tbl[neg_ids] @ u
        return -jnp.mean(jax.nn.log_sigmoid(pos[:, None] - neg[None, :]))

    gu, gt = jax.grad(loss, argnums=(0, 1))(user_vec, item_table)
    return user_vec - lr * gu, item_table - lr * gt


def main():
    rng = np.random.default_rng(4)
    users = jax.random.normal(jax.random.PRNGKey(0), (N_USERS, DIM)) * 0.1
    items = jax.random.normal(jax.random.PRNGKey(1), (N_ITEMS, DIM)) * 0.1
    in_stock = rng.random(N_ITEMS) < 0.8
    for uid in range(6):
        seen = rng.choice(N_ITEMS, size=8, replace=False)
        negs = sample_negatives(rng, seen, in_stock)
        new_u, items = user_bpr_update(users[uid], items, seen, negs)
        users = users.at[uid].set(new_u)
        print(f"user {uid}: {len(negs)} negatives")


if __name__ == "__main__":
    main()
