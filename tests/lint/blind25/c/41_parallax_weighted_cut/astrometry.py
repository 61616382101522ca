import jax
import jax.numpy as jnp


@jax.jit
def parallax_fit(t, pf_ra, pf_dec, dra, ddec, err, snr):
    w = jnp.where(snr > 5.0, 1.0 / err ** 2, 0.0)
    ones = jnp.ones_like(t)
    zeros = jnp.zeros_like(t)
    A = jnp.concatenate([
        jnp.stack([ones, zeros, t, zeros, pf_ra], 1),
        jnp.stack([zeros, ones, zeros, t, pf_dec], 1)])
    b = jnp.concatenate([dra, ddec])
    ww = jnp.concatenate([w, w])
    sol = jnp.linalg.solve(A.T @ (A * ww[:, None]), A.T @ (ww * b))
    return sol[4], jnp.sum(w > 0)
