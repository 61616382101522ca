import jax.numpy as jnp

from model import lstm_step


def initial_state(n_hid):
    return [jnp.zeros(n_hid), jnp.zeros(n_hid)]


def run_stream(params, frames, n_hid=32):
    """Frame-by-frame song tracking on a live recorder stream."""
    state = initial_state(n_hid)
    outs = []
    for frame in frames:
        state = lstm_step(params, state, frame)
        outs.append(state[0])
    return jnp.stack(outs)
