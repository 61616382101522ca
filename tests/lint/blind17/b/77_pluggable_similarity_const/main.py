import jax
import jax.numpy as jnp

from rerank import diversify


def main():
    key = jax.random.PRNGKey(0)
    for q in range(5):
        key, kq, kd = jax.random.split(key, 3)
        query = jax.random.normal(kq, (16,))
        docs = jax.random.normal(kd, (40, 16))
        print(q, diversify(query, docs).tolist())


if __name__ == "__main__":
    main()
