import jax

from orders import OrderHistory
from recommend import recommend


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    users = jax.random.normal(k1, (20, 8))
    items = jax.random.normal(k2, (150, 8))
    history = OrderHistory(20, 150)
    for u in range(6):
        ids, valid = history.exclusions(u)
        recs = recommend(users[u], items, ids, valid, k=5)
        print(u, recs.tolist())


if __name__ == "__main__":
    main()
