import numpy as np

from features import MFCCFrontend


def call_center_corpus(n, seed=0):
    """Mix of narrowband telephone audio and wideband app recordings."""
    rng = np.random.default_rng(seed)
    for i in range(n):
        sr = 8000 if rng.random() < 0.5 else 16000
        dur = rng.uniform(0.3, 0.8)
        t = np.arange(int(dur * sr)) / sr
        yield i, (np.sin(2 * np.pi * rng.uniform(120, 250) * t) + 0.1 * rng.standard_normal(t.size)).astype(np.float32), sr


def main():
    frontend = MFCCFrontend()
    stats = {}
    for utt_id, wav, sr in call_center_corpus(8):
        ceps = np.asarray(frontend(wav, sr))
        stats.setdefault(sr, []).append(ceps.mean(0))
    for sr, rows in sorted(stats.items()):
        print(f"{sr} Hz: {len(rows)} utterances, mean c0 {np.mean([r[0] for r in rows]):.3f}")


if __name__ == "__main__":
    main()
