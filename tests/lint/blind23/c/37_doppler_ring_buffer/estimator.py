import jax
import jax.numpy as jnp


@jax.jit
def doppler_from_pilots(h_hist, t_sym):
    # lag-1 autocorrelation of the pilot channel estimates -> Jakes model fd
    r1 = jnp.mean(h_hist[1:] * jnp.conj(h_hist[:-1]))
    r0 = jnp.mean(jnp.abs(h_hist) ** 2)
    rho = jnp.clip(jnp.abs(r1) / r0, 0.0, 1.0)
    # J0(2*pi*fd*T) ~ 1 - (pi*fd*T)^2
    return jnp.sqrt(jnp.maximum(1.0 - rho, 0.0)) / (jnp.pi * t_sym)
