import jax
import jax.numpy as jnp

from service import RecommendationService


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    item_emb = jax.random.normal(k1, (400, 16))
    freshness = jax.random.uniform(k2, (400,))
    users = jax.random.normal(k3, (50, 16))
    service = RecommendationService(item_emb, freshness, users)
    for user_id in range(6):
        request = {"user_id": user_id, "top_k": 10}
        print(user_id, service.handle(request)[:5])


if __name__ == "__main__":
    main()
