from functools import partial

import jax
import jax.numpy as jnp


class CRRejector:
    """Laplacian-edge cosmic ray flagging (van Dokkum 2001 style, single pass)."""

    def __init__(self, sigclip=5.0, objlim=4.0, gain=1.5, readnoise=6.0):
        self.sigclip = sigclip
        self.objlim = objlim
        self.gain = gain
        self.readnoise = readnoise

    @partial(jax.jit, static_argnums=0)
    def flag(self, img):
        lap = 4 * img[1:-1, 1:-1] - img[:-2, 1:-1] - img[2:, 1:-1] - img[1:-1, :-2] - img[1:-1, 2:]
        noise = jnp.sqrt(jnp.clip(img[1:-1, 1:-1], 1.0) * self.gain + self.readnoise ** 2) / self.gain
        s = lap / (2 * noise)
        fine = img[1:-1, 1:-1] - (img[:-2, 1:-1] + img[2:, 1:-1] + img[1:-1, :-2] + img[1:-1, 2:]) / 4
        cr = (s > self.sigclip) & (lap / jnp.maximum(jnp.abs(fine), 1e-3) > self.objlim)
        return jnp.pad(cr, 1)
