import numpy as np


class ButtonTrayLoader:
    """Images of buttons from an inspection tray camera, as 16-d descriptors."""

    def __init__(self, feats, labels, batch_size):
        self.feats, self.labels, self.batch_size = feats, labels, batch_size

    def __iter__(self):
        bs = self.batch_size
        for s in range(0, len(self.labels), bs):
            f = self.feats[s:s + bs]
            l = self.labels[s:s + bs]
            k = len(l)
            yield (np.pad(f, ((0, bs - k), (0, 0))), np.pad(l, (0, bs - k)), k)
