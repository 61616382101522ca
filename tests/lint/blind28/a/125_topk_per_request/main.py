import jax
import jax.numpy as jnp
import numpy as np

from search import top_hotels

REQUESTS = [{"page_size": 10, "max_price": 180.0}, {"page_size": 5, "max_price": 120.0},
            {"page_size": 20, "max_price": 250.0}, {"page_size": 10, "max_price": 140.0},
            {"page_size": 25, "max_price": 300.0}, {"page_size": 5, "max_price": 90.0}]


def main():
    rng = np.random.default_rng(0)
    hotel_emb = jax.random.normal(jax.random.PRNGKey(0), (300, 16))
    price = jnp.asarray(rng.gamma(6, 25, 300), jnp.float32)
    for req in REQUESTS:
        q = jnp.asarray(rng.normal(size=16), jnp.float32)
        scores, idx = top_hotels(hotel_emb, q, price, jnp.float32(req["max_price"]), k=req["page_size"])
        print(req["page_size"], np.asarray(idx[:5]))


if __name__ == "__main__":
    main()
