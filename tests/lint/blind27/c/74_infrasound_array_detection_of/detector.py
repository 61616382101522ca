import jax
import jax.numpy as jnp


@jax.jit
def fisher_statistic(traces, delays_samples, gain):
    n = traces.shape[0]
    aligned = jax.vmap(lambda tr, d: jnp.roll(tr, -d))(traces, delays_samples)
    beam = aligned.mean(axis=0)
    resid = aligned - beam
    return gain * (n - 1) * jnp.sum(beam ** 2) / (jnp.sum(resid ** 2) / n + 1e-9)
