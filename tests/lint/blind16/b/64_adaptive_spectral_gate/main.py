import numpy as np

from denoise import SpectralGate


def frame_signal(x, n_fft, hop):
    n = 1 + (len(x) - n_fft) // hop
    idx = np.arange(n_fft)[None, :] + hop * np.arange(n)[:, None]
    return x[idx].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    gate = SpectralGate()
    for chunk in range(5):
        t = np.arange(8000) / 16000
        envelope = (np.sin(2 * np.pi * 3 * t) > 0).astype(float)
        x = envelope * np.sin(2 * np.pi * 440 * t) + rng.uniform(0.05, 0.5) * rng.standard_normal(t.shape)
        frames = frame_signal(x, gate.n_fft, gate.hop)
        threshold = gate.threshold_for(frames)
        y = gate(frames, threshold)
        print(chunk, round(float(threshold), 1), round(float(np.abs(y).mean()), 4))


if __name__ == "__main__":
    main()
