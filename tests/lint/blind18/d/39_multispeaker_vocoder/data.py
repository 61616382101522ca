import numpy as np

N_MELS, FRAMES, HOP, SPK_DIM = 16, 10, 16, 8
SPEAKER_TABLE = {"alice": 0, "bob": 1}


def utterances(rng):
    speakers = ["alice", None, "bob", "alice", None, "bob"]
    emb = rng.standard_normal((len(SPEAKER_TABLE), SPK_DIM)).astype(np.float32)
    for spk in speakers:
        mel = rng.standard_normal((FRAMES, N_MELS)).astype(np.float32)
        wav = rng.standard_normal(FRAMES * HOP).astype(np.float32) * 0.1
        spk_emb = emb[SPEAKER_TABLE[spk]] if spk is not None else None
        yield mel, spk_emb, wav
