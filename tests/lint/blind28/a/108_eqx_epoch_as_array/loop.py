import jax.numpy as jnp

from train import arrivals_step


def run_epoch(model, opt_state, x, y, epoch, batch=64):
    epoch_arr = jnp.asarray(epoch, jnp.int32)
    for s in range(0, len(x) - batch + 1, batch):
        model, opt_state, loss = arrivals_step(model, opt_state, x[s:s + batch], y[s:s + batch], epoch_arr)
    return model, opt_state, loss
