import numpy as np


def daily_checkins(rng, days=8, squad=24):
    """Morning wellness check-ins; only athletes who answered the app survey appear."""
    for d in range(days):
        answered = np.sort(rng.choice(squad, size=int(rng.integers(15, 24)), replace=False))
        scores = rng.normal(0, 1, size=(len(answered), 4)).astype(np.float32)
        yield d, answered, scores
