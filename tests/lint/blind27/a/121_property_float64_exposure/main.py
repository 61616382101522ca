import numpy as np
import jax
import jax.numpy as jnp

from books import LegacyBook, ModernBook


@jax.jit
def frequency_ci(claims, exposure):
    lam = claims.sum() / exposure.sum()
    se = jnp.sqrt(claims.sum()) / exposure.sum()
    return lam, lam - 1.96 * se, lam + 1.96 * se


def main():
    rng = np.random.default_rng(491)
    books = [LegacyBook(rng, 2000), ModernBook(rng, 2000), LegacyBook(rng, 2000), ModernBook(rng, 2000)]
    for i, book in enumerate(books):
        lam, lo, hi = frequency_ci(book.claims, book.exposure)
        print(i, type(book).__name__, round(float(lam), 4), round(float(lo), 4), round(float(hi), 4))


if __name__ == "__main__":
    main()
