import jax
import jax.numpy as jnp


@jax.jit
def correct_spectrum(spectrum, day, drift_per_day, ref_peak_ch):
    gain = 1.0 + drift_per_day * day
    ch = jnp.arange(spectrum.shape[0], dtype=jnp.float32)
    # resample counts onto the reference channel axis
    corrected = jnp.interp(ch * gain, ch, spectrum)
    peak = jnp.argmax(jnp.where(jnp.abs(ch - ref_peak_ch) < 40, corrected, 0.0))
    return corrected, peak
