import numpy as np
import jax
import jax.numpy as jnp

from frontend import get_mfcc_fn

SR, CLIP = 8000, 2048


class SpeakerVerifier:
    def __init__(self, n_ceps=13, n_fft=256, hop=128):
        self.n_ceps, self.n_fft, self.hop = n_ceps, n_fft, hop
        self.enrolled = {}

    def embed(self, wav):
        feats = get_mfcc_fn(self.n_fft, self.hop, self.n_ceps)(jnp.asarray(wav, jnp.float32))
        e = feats.mean(axis=-2)
        return e / jnp.linalg.norm(e, axis=-1, keepdims=True)

    def enroll(self, name, wav):
        self.enrolled[name] = self.embed(wav)

    def score(self, name, wav):
        return float(self.enrolled[name] @ self.embed(wav))


def voice(rng, f0):
    t = np.arange(CLIP) / SR
    return np.sin(2 * np.pi * f0 * t) + 0.3 * np.sin(2 * np.pi * 2.1 * f0 * t) + 0.05 * rng.standard_normal(CLIP)


def main():
    rng = np.random.default_rng(22)
    verifier = SpeakerVerifier()
    speakers = {"alice": 210.0, "bob": 120.0, "carol": 300.0}
    for name, f0 in speakers.items():
        verifier.enroll(name, voice(rng, f0))
    for trial in range(5):
        claimed = list(speakers)[trial % 3]
        actual_f0 = speakers[claimed] if trial % 2 == 0 else 160.0
        print(f"trial {trial} claim {claimed}: score {verifier.score(claimed, voice(rng, actual_f0)):.3f}")


if __name__ == "__main__":
    main()
