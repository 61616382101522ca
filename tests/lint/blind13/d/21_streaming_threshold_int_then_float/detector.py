import jax
import jax.numpy as jnp


@jax.jit
def score_chunk(chunk, baseline, running_peak):
    resid = jnp.abs(chunk - baseline)
    threshold = jnp.maximum(3.0 * jnp.median(resid), 0.8 * running_peak)
    return resid, resid > threshold


class StreamingDetector:
    def __init__(self, decay=0.9):
        self.decay = decay
        self.baseline = None
        self.running_peak = 0

    def process(self, chunk):
        if self.baseline is None:
            self.baseline = jnp.median(chunk)
        resid, flags = score_chunk(chunk, self.baseline, self.running_peak)
        peak = float(jnp.max(resid))
        self.running_peak = max(self.decay * self.running_peak, peak)
        self.baseline = 0.95 * self.baseline + 0.05 * jnp.median(chunk)
        return flags
