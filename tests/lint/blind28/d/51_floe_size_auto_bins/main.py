import jax
import jax.numpy as jnp

from fsd import floe_sizes, log_histogram


@jax.jit
def power_law_slope(log_d, counts):
    w = (counts > 0).astype(jnp.float32)
    logn = jnp.log10(jnp.maximum(counts, 1.0))
    xm = jnp.sum(w * log_d) / jnp.sum(w)
    ym = jnp.sum(w * logn) / jnp.sum(w)
    return jnp.sum(w * (log_d - xm) * (logn - ym)) / jnp.sum(w * (log_d - xm) ** 2)


for image in range(6):
    d = floe_sizes(image)
    centres, counts = log_histogram(d)
    slope = power_law_slope(centres, counts)
    print(f"image {image}: {d.size} floes, {centres.size} bins, FSD exponent {float(slope):.2f}")
