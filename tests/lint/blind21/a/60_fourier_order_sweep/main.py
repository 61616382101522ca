import functools

import jax
import jax.numpy as jnp
import numpy as np

N_OBS = 150
ORDERS = (1, 2, 3)


@functools.partial(jax.jit, static_argnames=("n_harmonics",))
def fourier_bic(t, flux, period, n_harmonics):
    phase = 2 * jnp.pi * t / period
    cols = [jnp.ones_like(t)]
    for k in range(1, n_harmonics + 1):
        cols += [jnp.sin(k * phase), jnp.cos(k * phase)]
    A = jnp.stack(cols, axis=1)
    coeffs = jnp.linalg.solve(A.T @ A, A.T @ flux)
    rss = jnp.sum((A @ coeffs - flux) ** 2)
    n_par = 2 * n_harmonics + 1
    return N_OBS * jnp.log(rss / N_OBS) + n_par * jnp.log(N_OBS)


def rr_lyrae(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        p = rng.uniform(0.4, 0.8)
        t = np.sort(rng.uniform(0, 40, N_OBS)).astype(np.float32)
        ph = 2 * np.pi * t / p
        flux = 0.4 * np.sin(ph) + 0.15 * np.sin(2 * ph + 0.5) + 0.01 * rng.normal(size=N_OBS)
        yield t, flux.astype(np.float32), np.float32(p)


if __name__ == "__main__":
    for i, (t, flux, p) in enumerate(rr_lyrae(4)):
        bics = {k: float(fourier_bic(t, flux, p, n_harmonics=k)) for k in ORDERS}
        print(f"star {i}: best order {min(bics, key=bics.get)}")
