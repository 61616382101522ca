SR = 4000
STAGES = ((0, 0.25), (2, 0.5), (4, 1.0))


def segment_seconds(step):
    seconds = STAGES[0][1]
    for first_step, dur in STAGES:
        if step >= first_step:
            seconds = dur
    return seconds


def crop(audio, seconds, rng):
    n = int(round(seconds * SR))
    start = rng.integers(0, len(audio) - n)
    return audio[start:start + n]
