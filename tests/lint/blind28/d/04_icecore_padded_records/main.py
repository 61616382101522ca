import jax
import jax.numpy as jnp

from cores import CORES, to_fixed_length


@jax.jit
def annual_peaks(vals, mask):
    kernel = jnp.array([0.25, 0.5, 0.25])
    smooth = jnp.convolve(vals * mask, kernel, mode="same")
    anomaly = (smooth - jnp.sum(smooth * mask) / jnp.sum(mask)) * mask
    is_peak = (anomaly[1:-1] > anomaly[:-2]) & (anomaly[1:-1] > anomaly[2:]) & (anomaly[1:-1] > 0.3)
    return jnp.sum(is_peak), jnp.sqrt(jnp.sum(anomaly ** 2) / jnp.sum(mask))


for rec in CORES:
    vals, mask = to_fixed_length(rec)
    n_years, amp = annual_peaks(vals, mask)
    print(f"{rec['name']:>10s}: {int(n_years)} summer peaks, rms anomaly {float(amp):.2f} permil")
