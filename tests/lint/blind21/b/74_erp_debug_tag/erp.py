from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("label",))
def p300_amplitude(epochs, times, label):
    erp = epochs.mean(axis=0)
    win = (times >= 0.25) & (times <= 0.45)
    amp = (erp * win).sum(-1) / win.sum()
    jax.debug.print(label + ": Pz amplitude {a:.2f} uV", a=amp[2])
    return amp
