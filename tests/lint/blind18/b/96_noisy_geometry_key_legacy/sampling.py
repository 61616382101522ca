import jax
import jax.numpy as jnp


@jax.jit
def rattle_energy(params, pos, key, sigma=0.05):
    """Energy of a randomly rattled copy of the structure (for uncertainty probing)."""
    noisy = pos + sigma * jax.random.normal(key, pos.shape)
    d = noisy[:, None] - noisy[None]
    r = jnp.sqrt(jnp.sum(d * d, -1) + jnp.eye(pos.shape[0]))
    e = params["eps"] * ((params["r0"] / r) ** 12 - 2 * (params["r0"] / r) ** 6)
    return 0.5 * jnp.sum(e * (1 - jnp.eye(pos.shape[0])))
