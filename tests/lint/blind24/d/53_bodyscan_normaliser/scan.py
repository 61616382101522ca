from functools import partial

import jax
import jax.numpy as jnp

LANDMARKS = ("neck", "chest", "waist", "hip", "thigh", "knee")


class BodyScanNormaliser:
    def __init__(self, height_ref_cm=170.0, clip=3.0):
        self.height_ref_cm = height_ref_cm
        self.clip = clip

    @partial(jax.jit, static_argnums=0)
    def normalise(self, girths_cm, heights_cm):
        scaled = girths_cm * (self.height_ref_cm / heights_cm)[:, None]
        z = (scaled - scaled.mean(0)) / (scaled.std(0) + 1e-6)
        return jnp.clip(z, -self.clip, self.clip)
