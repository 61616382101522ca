import jax.numpy as jnp
import numpy as np

from synth import ADSR, render_note

MELODY = [(440.0, 0.2), (494.0, 0.2), (523.0, 0.25), (587.0, 0.15), (659.0, 0.25), (523.0, 0.2)]

if __name__ == "__main__":
    notes = []
    for freq, dur in MELODY:
        env = ADSR(attack=0.01, decay=0.05, sustain=0.7, release=0.04)
        notes.append(render_note(freq, dur, env))
    audio = np.asarray(jnp.concatenate(notes))
    print("samples", audio.shape, "peak", float(np.abs(audio).max()))
