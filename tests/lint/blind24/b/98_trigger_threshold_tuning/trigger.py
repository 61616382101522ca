from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def count_triggers(waveform, cfg):
    x = cfg.polarity * waveform
    above = x > cfg.threshold_mv
    rising = above & ~jnp.roll(above, 1)
    # crude hold-off: ignore a rising edge if another occurred within the hold-off window
    recent = jnp.convolve(rising.astype(jnp.float32), jnp.ones(cfg.holdoff_samples), mode="full")[: x.shape[0]]
    return jnp.sum(rising & (recent - rising <= 0))
