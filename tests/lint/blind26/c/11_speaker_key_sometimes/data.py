import numpy as np

N_MEL, N_SPK = 20, 4


class SpeechBatches:
    """Mixes a corpus with speaker labels and a crowd-sourced one without them."""

    def __init__(self, seed=11):
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for i in range(12):
            batch = {
                "mel": self.rng.normal(size=(16, N_MEL)).astype(np.float32),
                "phone": self.rng.integers(0, 10, 16).astype(np.int32),
            }
            if i % 3 != 2:
                batch["speaker"] = self.rng.integers(0, N_SPK, 16).astype(np.int32)
            yield batch
