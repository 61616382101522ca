import jax
import jax.numpy as jnp


def guarded_update(params, grads, loss, loss_ema, lr, spike_factor=3.0):
    """Skip the update when the loss spikes far above its running average."""
    spike = (loss_ema > 0) & (loss > spike_factor * loss_ema)
    scale = jnp.where(spike, 0.0, lr)
    new_params = jax.tree_util.tree_map(lambda p, g: p - scale * g, params, grads)
    new_ema = jnp.where(loss_ema > 0, 0.9 * loss_ema + 0.1 * loss, loss)
    return new_params, new_ema, spike
