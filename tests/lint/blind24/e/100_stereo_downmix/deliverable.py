import numpy as np

from downmix import downmix_to_stereo


class SurroundMix:
    LAYOUT = ("L", "R", "C", "LFE", "Ls", "Rs")

    def __init__(self, reel, samples):
        self.reel = reel
        self.samples = samples

    def stereo(self):
        return downmix_to_stereo(self.samples, layout=self.LAYOUT)
