import numpy as np

from audio_features.extractor import FeatureExtractor

SAMPLE_RATE = 16000


def fake_recordings(n, seconds=0.5, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    for i in range(n):
        f0 = rng.uniform(100, 300)
        wav = sum(np.sin(2 * np.pi * k * f0 * t) / k for k in range(1, 5))
        yield f"utt_{i:03d}.wav", (wav + 0.05 * rng.standard_normal(t.size)).astype(np.float32), SAMPLE_RATE


def main():
    extractor = FeatureExtractor()
    index = {}
    for name, wav, sr in fake_recordings(6):
        feats = extractor(wav, sr)
        index[name] = np.asarray(feats.mean(0))
    print("indexed", len(index), "utterances; feature dim", next(iter(index.values())).shape)


if __name__ == "__main__":
    main()
