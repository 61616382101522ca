import jax
import jax.numpy as jnp


@jax.jit
def source_spectrum(trace, dt, taper_frac=0.05):
    n = trace.shape[0]
    m = max(1, int(0.05 * n))
    ramp = 0.5 * (1 - jnp.cos(jnp.pi * jnp.arange(m) / m))
    w = jnp.ones(n).at[:m].set(ramp).at[n - m:].set(ramp[::-1])
    w = jnp.where(taper_frac > 0, w, 1.0)
    spec = jnp.abs(jnp.fft.rfft(trace * w)) * dt
    f = jnp.fft.rfftfreq(n, dt)
    return f, spec / (2 * jnp.pi * jnp.maximum(f, f[1]))
