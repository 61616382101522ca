import jax.numpy as jnp


def harris_response(img, k):
    gx = jnp.gradient(img, axis=1)
    gy = jnp.gradient(img, axis=0)

    def box(a):
        return (a[:-2, :-2] + a[1:-1, :-2] + a[2:, :-2] + a[:-2, 1:-1] + a[1:-1, 1:-1]
                + a[2:, 1:-1] + a[:-2, 2:] + a[1:-1, 2:] + a[2:, 2:]) / 9.0

    sxx, syy, sxy = box(gx * gx), box(gy * gy), box(gx * gy)
    return sxx * syy - sxy ** 2 - k * (sxx + syy) ** 2
