import numpy as np
import jax.numpy as jnp

from frontend import SAMPLE_RATE, log_mel, mel_filterbank


def load_utterances(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        duration = rng.uniform(0.4, 1.2)
        t = np.arange(int(duration * SAMPLE_RATE)) / SAMPLE_RATE
        pitch = rng.uniform(100, 300)
        wav = 0.3 * np.sin(2 * np.pi * pitch * t) + 0.01 * rng.standard_normal(t.shape)
        yield f"utt{i:03d}", wav.astype(np.float32)


def main():
    fbank = mel_filterbank()
    features = {}
    for utt_id, wav in load_utterances(6):
        feats = log_mel(jnp.asarray(wav), fbank)
        # per-utterance CMVN
        features[utt_id] = (feats - feats.mean(0)) / (feats.std(0) + 1e-5)
    for utt_id, f in features.items():
        print(utt_id, f.shape)


if __name__ == "__main__":
    main()
