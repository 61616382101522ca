import numpy as np

SR = 8000


def synth_clip(rng, seconds):
    n = int(SR * seconds)
    t = np.arange(n) / SR
    f0 = rng.uniform(110.0, 440.0)
    x = 0.5 * np.sin(2 * np.pi * f0 * t) + 0.05 * rng.standard_normal(n)
    return x.astype(np.float32)


def clip_stream(seed=0, count=5):
    rng = np.random.default_rng(seed)
    durations = [0.50, 0.75, 0.60, 0.90, 0.55]
    for i in range(count):
        yield synth_clip(rng, durations[i % len(durations)])
