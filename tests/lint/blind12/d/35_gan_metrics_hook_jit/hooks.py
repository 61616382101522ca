import jax
import jax.numpy as jnp


class SampleStatsHook:
    """Logs moment-matching statistics of generator samples every `every` steps."""

    def __init__(self, reference, every=1):
        self.reference = reference
        self.every = every
        self.history = []

    def _moment_gap(self, samples, reference):
        mean_gap = jnp.sum((samples.mean(0) - reference.mean(0)) ** 2)
        cov_gap = jnp.sum((jnp.cov(samples.T) - jnp.cov(reference.T)) ** 2)
        return mean_gap, cov_gap

    def __call__(self, step, samples):
        if step % self.every:
            return
        mean_gap, cov_gap = jax.jit(self._moment_gap)(samples, self.reference)
        self.history.append((step, float(mean_gap), float(cov_gap)))
        print(f"[hook] step {step} mean gap {float(mean_gap):.4f} cov gap {float(cov_gap):.4f}")
