import jax
import jax.numpy as jnp

SR = 8000
BAR_SECONDS = 1.0


def midi_to_hz(p):
    return 440.0 * 2.0 ** ((p - 69.0) / 12.0)


@jax.jit
def render_bar(pitch, onset, dur):
    t = jnp.arange(int(SR * BAR_SECONDS)) / SR
    f = midi_to_hz(pitch)[:, None]
    local = t[None, :] - onset[:, None]
    env = jnp.where((local >= 0) & (local < dur[:, None]), jnp.exp(-3.0 * local), 0.0)
    return jnp.sum(env * jnp.sin(2 * jnp.pi * f * local), axis=0)
