import jax
import jax.numpy as jnp


@jax.jit
def remove_response(trace, sensitivity, corner):
    x = trace / sensitivity
    x = x - jnp.mean(x)
    n = x.shape[0]
    taper = jnp.hanning(n)
    spec = jnp.fft.rfft(x * taper)
    f = jnp.fft.rfftfreq(n, 0.025)
    hp = (f / corner) ** 4 / (1.0 + (f / corner) ** 4)
    return jnp.fft.irfft(spec * hp, n=n)
