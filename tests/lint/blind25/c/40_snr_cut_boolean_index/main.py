import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def proper_motion_fit(t, ra, dec, err):
    A = jnp.stack([jnp.ones_like(t), t], 1)
    w = 1.0 / err ** 2
    AtA = jnp.einsum("nij,n->ij", A[:, :, None] * A[:, None, :], w)
    sol_ra = jnp.linalg.solve(AtA, A.T @ (w * ra))
    sol_dec = jnp.linalg.solve(AtA, A.T @ (w * dec))
    return sol_ra[1], sol_dec[1]


def epochs_for_star(rng, n=60):
    t = np.sort(rng.uniform(-2.5, 2.5, n)).astype(np.float32)
    mag = rng.uniform(14, 21, n)
    snr = 10 ** (-0.4 * (mag - 22)) ** 0.5
    err = (100.0 / snr).astype(np.float32)
    pm = rng.normal(0, 20, 2)
    ra = pm[0] * t + rng.normal(0, err)
    dec = pm[1] * t + rng.normal(0, err)
    return t, ra.astype(np.float32), dec.astype(np.float32), err, snr


def main():
    rng = np.random.default_rng(33)
    for star in range(6):
        t, ra, dec, err, snr = epochs_for_star(rng)
        good = snr > 5
        pmra, pmdec = proper_motion_fit(t[good], ra[good], dec[good], err[good])
        print(f"star {star}: {good.sum()} good epochs, pm=({float(pmra):.1f}, {float(pmdec):.1f}) mas/yr")


if __name__ == "__main__":
    main()
