import numpy as np

from eq import graphic_eq, prepare
from presets import load_presets


def main():
    rng = np.random.default_rng(0)
    sr, n = 48000, 1024
    freqs = np.fft.rfftfreq(n, 1 / sr).astype(np.float32)
    presets = load_presets()
    for name in ["dialog", "music", "trailer", "dialog"]:
        sig = rng.standard_normal(n).astype(np.float32)
        spec = np.abs(np.fft.rfft(sig)).astype(np.float32)
        gains, q = prepare(presets[name])
        out = graphic_eq(spec, freqs, gains, q)
        print(name, round(float(out.sum() / spec.sum()), 3))


if __name__ == "__main__":
    main()
