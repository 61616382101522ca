import numpy as np

FS = 8000
N = 8192


def load_recordings(seed=4):
    """Simulated hydrophone clips; older recorders store raw 16-bit PCM."""
    rng = np.random.default_rng(seed)
    t = np.arange(N) / FS
    clips = []
    for i in range(6):
        f0 = rng.uniform(50, 800)
        sig = 0.3 * np.sin(2 * np.pi * f0 * t) + 0.05 * rng.normal(size=N)
        if i % 2 == 0:
            clips.append(("SoundTrap", sig.astype(np.float32)))
        else:
            clips.append(("legacy-DAQ", (sig * 32767).astype(np.int16)))
    return clips
