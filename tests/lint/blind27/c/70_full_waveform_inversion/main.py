import jax
import jax.numpy as jnp
import numpy as np

from physics import record, waveform_misfit

nx, nt = 60, 150
t = np.arange(nt) * 0.002
arg = (np.pi * 25 * (t - 0.04)) ** 2
src = jnp.asarray((1 - 2 * arg) * np.exp(-arg) * 1e6, jnp.float32)
v_true = jnp.asarray(np.where(np.arange(nx) > 30, 2200.0, 2000.0), jnp.float32)
obs = record(v_true, src)

v = jnp.full(nx, 2000.0, jnp.float32)
for it in range(5):
    gradient = jax.jit(jax.grad(waveform_misfit))
    g = gradient(v, src, obs)
    v = v - 50.0 * g / (jnp.abs(g).max() + 1e-12)
    print(it, float(waveform_misfit(v, src, obs)))
