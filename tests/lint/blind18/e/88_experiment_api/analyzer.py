import jax
import jax.numpy as jnp


class RatioMetricAnalyzer:
    """Delta-method test for a ratio metric (e.g. revenue per session)."""

    def __init__(self, alpha=0.05):
        self.alpha = alpha
        self._stats = jax.jit(self._delta_stats)

    @staticmethod
    def _delta_stats(num, den, arm):
        def moments(mask):
            n = jnp.sum(mask)
            mx = jnp.sum(num * mask) / n
            my = jnp.sum(den * mask) / n
            vx = jnp.sum((num - mx) ** 2 * mask) / (n - 1)
            vy = jnp.sum((den - my) ** 2 * mask) / (n - 1)
            cxy = jnp.sum((num - mx) * (den - my) * mask) / (n - 1)
            r = mx / my
            var = (vx - 2 * r * cxy + r ** 2 * vy) / (my ** 2 * n)
            return r, var

        r_a, v_a = moments((arm == 0).astype(num.dtype))
        r_b, v_b = moments((arm == 1).astype(num.dtype))
        return r_b - r_a, jnp.sqrt(v_a + v_b)

    def run(self, num, den, arm):
        diff, se = self._stats(num, den, arm)
        return {"lift": float(diff), "z": float(diff / se)}
