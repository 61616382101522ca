import jax
import jax.numpy as jnp


@jax.jit
def p300_amplitude(epochs, times):
    erp = epochs.mean(axis=0)
    win = (times >= 0.25) & (times <= 0.45)
    return (erp * win).sum(-1) / win.sum()
