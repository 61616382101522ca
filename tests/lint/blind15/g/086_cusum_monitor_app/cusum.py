import jax
import jax.numpy as jnp


@jax.jit
def cusum_chunk(s_hi, s_lo, chunk, target, slack):
    def step(carry, x):
        hi, lo = carry
        hi = jnp.maximum(0.0, hi + x - target - slack)
        lo = jnp.maximum(0.0, lo + target - x - slack)
        return (hi, lo), jnp.maximum(hi, lo)

    (s_hi, s_lo), stat = jax.lax.scan(step, (s_hi, s_lo), chunk)
    return s_hi, s_lo, stat


class CusumMonitor:
    def __init__(self, target, slack=0.5, threshold=5.0):
        self.target = jnp.float32(target)
        self.slack = jnp.float32(slack)
        self.threshold = threshold
        self.s_hi = 0.0
        self.s_lo = 0.0

    def update(self, chunk):
        self.s_hi, self.s_lo, stat = cusum_chunk(self.s_hi, self.s_lo, chunk, self.target, self.slack)
        return stat > self.threshold
