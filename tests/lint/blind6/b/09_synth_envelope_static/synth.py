from functools import partial

import jax
import jax.numpy as jnp

SR = 8000


class ADSR:
    def __init__(self, attack, decay, sustain, release):
        self.attack = attack
        self.decay = decay
        self.sustain = sustain
        self.release = release

    def curve(self, t, dur):
        a = jnp.clip(t / self.attack, 0, 1)
        d = 1 - (1 - self.sustain) * jnp.clip((t - self.attack) / self.decay, 0, 1)
        r = jnp.clip((dur - t) / self.release, 0, 1)
        return a * d * r


@partial(jax.jit, static_argnums=(2,))
def render_note(freq, dur, env):
    t = jnp.arange(SR // 4) / SR
    return jnp.sin(2 * jnp.pi * freq * t) * env.curve(t, dur)
