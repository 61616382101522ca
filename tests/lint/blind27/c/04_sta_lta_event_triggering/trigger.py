from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_sta", "n_lta"))
def characteristic_function(traces, n_sta, n_lta):
    energy = traces ** 2
    csum = jnp.concatenate([jnp.zeros((traces.shape[0], 1)), jnp.cumsum(energy, axis=1)], axis=1)
    sta = (csum[:, n_sta:] - csum[:, :-n_sta]) / n_sta
    lta = (csum[:, n_lta:] - csum[:, :-n_lta]) / n_lta
    return sta[:, n_lta - n_sta:] / (lta + 1e-8)
