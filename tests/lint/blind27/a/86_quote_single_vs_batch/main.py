import numpy as np
import jax.numpy as jnp

from api import quote_one, quote_many


def main():
    rng = np.random.default_rng(292)
    coefs = {"freq": jnp.asarray(rng.normal(0, 0.2, 5), jnp.float32),
             "sev": jnp.asarray(rng.normal(0, 0.1, 5), jnp.float32)}
    book = rng.normal(size=(50, 5))
    print("bulk", round(float(quote_many(coefs, book).sum()), 2))
    for i in range(3):
        print("web quote", i, round(quote_one(coefs, rng.normal(size=5)), 2))


if __name__ == "__main__":
    main()
