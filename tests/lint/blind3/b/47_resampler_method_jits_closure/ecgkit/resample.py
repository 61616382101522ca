import jax
import jax.numpy as jnp


class Resampler:
    """Linear-interpolation resampling of fixed-length recordings to a target rate."""

    def __init__(self, src_hz, dst_hz, n_src):
        self.src_hz = src_hz
        self.dst_hz = dst_hz
        self.n_src = n_src
        self.n_dst = int(round(n_src * dst_hz / src_hz))

    def __call__(self, signal):
        t_src = jnp.arange(self.n_src) / self.src_hz
        t_dst = jnp.arange(self.n_dst) / self.dst_hz

        def _interp(x):
            x = x - jnp.median(x)
            return jnp.interp(t_dst, t_src, x)

        return jax.jit(_interp)(signal)
