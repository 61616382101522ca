import numpy as np

from features import update_energy


def audio_chunks(n, frames_per_chunk=16, frame_len=64, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        gain = 1.0 + 0.5 * np.sin(i)
        yield (gain * rng.normal(size=(frames_per_chunk, frame_len))).astype(np.float32)


class SilenceGate:
    def __init__(self, momentum=0.9, threshold=0.9):
        self.momentum = momentum
        self.threshold = threshold
        self.level = 0

    def __call__(self, chunk):
        self.level = float(update_energy(self.level, chunk, self.momentum))
        return self.level > self.threshold


def main():
    gate = SilenceGate()
    kept = [i for i, chunk in enumerate(audio_chunks(6)) if gate(chunk)]
    print(f"kept chunks {kept}, final level {gate.level:.3f}")


if __name__ == "__main__":
    main()
