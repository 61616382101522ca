import jax
import jax.numpy as jnp


@jax.jit
def night_summary(peak_freqs, durations):
    return {
        "n": peak_freqs.shape[0],
        "median_freq": jnp.median(peak_freqs),
        "mean_dur": durations.mean(),
        "dur_cv": durations.std() / durations.mean(),
    }
