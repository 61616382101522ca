import jax
import jax.numpy as jnp

PREDELAY_US = 4.5
GATE_US = 64.0


@jax.jit
def reals_plus_accidentals(chunk):
    dt = chunk[None, :] - chunk[:, None]
    ok = jnp.isfinite(dt)
    in_gate = ok & (dt > PREDELAY_US) & (dt < PREDELAY_US + GATE_US)
    return jnp.sum(in_gate), jnp.sum(jnp.isfinite(chunk))
