import jax
import jax.numpy as jnp

WINDOW = 64


@jax.jit
def main_etch_window_stats(spectrum_trace, step_start):
    # analyse a fixed-length window starting where the main-etch step begins
    win = jax.lax.dynamic_slice_in_dim(spectrum_trace, step_start, WINDOW, axis=0)
    line_ratio = win[:, 0] / (win[:, 1] + 1e-3)
    t = jnp.arange(WINDOW, dtype=jnp.float32)
    slope = jnp.polyfit(t, line_ratio, 1)[0]
    return line_ratio.mean(), slope
