import jax
import jax.numpy as jnp

from data import simulate


@jax.jit
def harmonic_fit(t, flux, mask, period):
    phase = 2 * jnp.pi * t / period
    A = jnp.stack([jnp.ones_like(t), jnp.sin(phase), jnp.cos(phase)], axis=1) * mask[:, None]
    coeffs = jnp.linalg.solve(A.T @ A, A.T @ (flux * mask))
    resid = (A @ coeffs - flux * mask)
    return coeffs, jnp.sqrt(jnp.sum(resid ** 2) / jnp.sum(mask))


if __name__ == "__main__":
    for i, lc in enumerate(simulate(8)):
        coeffs, rms = harmonic_fit(lc["t"], lc["flux"], lc["mask"], lc["period"])
        print(f"star {i}: bucket {lc['t'].size} amp {float(jnp.hypot(coeffs[1], coeffs[2])):.3f} rms {float(rms):.4f}")
