SR = 4000


def segment_seconds(step, start=0.25, growth=0.05, cap=1.0):
    return min(cap, start + growth * step)


def crop(audio, seconds, rng):
    n = int(round(seconds * SR))
    start = rng.integers(0, len(audio) - n)
    return audio[start:start + n]
