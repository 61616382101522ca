import jax
import jax.numpy as jnp
import numpy as np

from io_utils import as_hwc, fax_page, phone_photo


@jax.jit
def skew_signal(page):
    ink = 1.0 - page.mean(axis=-1)
    rows = ink.mean(axis=1)
    return jnp.var(rows)


def inbox(rng, n):
    sources = [fax_page, phone_photo]
    for i in range(n):
        yield sources[i % 2](rng)


def main():
    rng = np.random.default_rng(0)
    for i, page in enumerate(inbox(rng, 6)):
        print(i, page.shape, float(skew_signal(jnp.asarray(as_hwc(page)))))


if __name__ == "__main__":
    main()
