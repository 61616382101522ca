import jax
import jax.numpy as jnp

GATE_US = 256.0
N_BINS = 64


@jax.jit
def rossi_alpha_histogram(times_us):
    dt = times_us[None, :] - times_us[:, None]
    valid = (dt > 0) & (dt < GATE_US)
    bins = jnp.clip((dt / GATE_US * N_BINS).astype(jnp.int32), 0, N_BINS - 1)
    return jnp.zeros(N_BINS).at[bins.ravel()].add(valid.ravel().astype(jnp.float32))
