import jax
import jax.numpy as jnp


@jax.jit
def aipw(y, t, e, mu0, mu1, trim=0.01, stabilize=1.0):
    e = jnp.clip(e, trim, 1 - trim)
    w1 = t / e
    w0 = (1 - t) / (1 - e)
    w1 = w1 / jnp.where(stabilize > 0, jnp.mean(w1), 1.0)
    w0 = w0 / jnp.where(stabilize > 0, jnp.mean(w0), 1.0)
    psi = mu1 - mu0 + w1 * (y - mu1) - w0 * (y - mu0)
    return jnp.mean(psi), jnp.std(psi) / jnp.sqrt(y.shape[0])
