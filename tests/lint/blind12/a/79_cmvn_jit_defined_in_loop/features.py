import numpy as np

N_MELS, FRAMES = 20, 64


def load_speaker_features(n_speakers=5, utts_per_speaker=2, seed=0):
    rng = np.random.default_rng(seed)
    for spk in range(n_speakers):
        offset = rng.normal(0, 2, size=N_MELS)
        scale = rng.uniform(0.5, 2.0, size=N_MELS)
        utts = [(rng.standard_normal((FRAMES, N_MELS)) * scale + offset).astype(np.float32)
                for _ in range(utts_per_speaker)]
        yield f"spk{spk}", utts
