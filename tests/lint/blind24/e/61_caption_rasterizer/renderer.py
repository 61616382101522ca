from functools import partial

import jax
import jax.numpy as jnp


class CaptionRenderer:
    def __init__(self, height=36, width=64, safe_margin=0.1):
        self.height = height
        self.width = width
        self.safe_margin = safe_margin

    @partial(jax.jit, static_argnums=0)
    def rasterize(self, glyph_widths, line_y):
        total = jnp.sum(glyph_widths)
        x0 = (self.width - total) / 2.0
        edges = x0 + jnp.cumsum(glyph_widths)
        xs = jnp.arange(self.width)[None, :]
        starts = jnp.concatenate([jnp.array([x0]), edges[:-1]])[:, None]
        cols = jnp.any((xs >= starts) & (xs < edges[:, None]), axis=0)
        ys = jnp.arange(self.height)[:, None]
        rows = jnp.abs(ys - line_y) < 2
        bottom = ys > self.height * (1 - self.safe_margin) - 8
        return (rows & bottom & cols[None, :]).astype(jnp.float32)
