import numpy as np

SR = 8000
CLIP = 4000


def recorded_clip(rng):
    """Simulates a 16-bit PCM clip as it comes off the capture device."""
    t = np.arange(CLIP) / SR
    speech = (rng.random() > 0.5) * np.sin(2 * np.pi * 220 * t)
    pcm = (0.3 * speech + 0.01 * rng.standard_normal(CLIP)) * 32767
    return pcm.astype(np.int16), float(speech.any())


def add_noise(pcm, rng, snr_db=10.0):
    sig = pcm.astype(np.float32)
    noise = rng.standard_normal(len(sig)).astype(np.float32)
    scale = np.sqrt((sig ** 2).mean() / (10 ** (snr_db / 10)) + 1e-6)
    return sig + scale * noise


def clips(n, augment_prob=0.5, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        pcm, label = recorded_clip(rng)
        if rng.random() < augment_prob:
            pcm = add_noise(pcm, rng)
        yield pcm, label
