import jax
import jax.numpy as jnp


@jax.jit
def net_peak_area(run):
    counts = run["counts"]
    ch = jnp.arange(counts.shape[0])
    roi = (ch >= run["roi"][0]) & (ch < run["roi"][1])
    if "background" in run:
        scale = run["live_time"] / run["bkg_live_time"]
        counts = counts - scale * run["background"]
    # linear continuum under the peak from the ROI edge channels
    left = jnp.mean(jnp.where((ch >= run["roi"][0] - 3) & (ch < run["roi"][0]), counts, 0.0)) * counts.shape[0] / 3
    right = jnp.mean(jnp.where((ch >= run["roi"][1]) & (ch < run["roi"][1] + 3), counts, 0.0)) * counts.shape[0] / 3
    width = run["roi"][1] - run["roi"][0]
    gross = jnp.sum(jnp.where(roi, counts, 0.0))
    return gross - 0.5 * (left + right) * width
