from functools import partial

import jax

from dsp import true_peak_limiter


class MixRenderer:
    def __init__(self, ceiling_db=-1.0, release=4.0, chunk=1024):
        self.ceiling_db = ceiling_db
        self.release = release
        self.chunk = chunk

    def render(self, mix):
        out = []
        for start in range(0, mix.shape[1], self.chunk):
            limiter = jax.jit(partial(true_peak_limiter, ceiling_db=self.ceiling_db, release=self.release))
            out.append(limiter(mix[:, start:start + self.chunk]))
        return out
