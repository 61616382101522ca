import jax
import jax.numpy as jnp


@jax.jit
def match_to_reference(ref_f, ref_phi, f, phi):
    mac = (phi @ ref_phi.T) ** 2 / (jnp.sum(phi ** 2, 1)[:, None] * jnp.sum(ref_phi ** 2, 1)[None, :])
    df = jnp.abs(f[:, None] - ref_f[None, :]) / ref_f[None, :]
    score = mac - 2.0 * df
    best = jnp.argmax(score, axis=0)
    return f[best], mac[best, jnp.arange(ref_f.shape[0])]
