import numpy as np

from payload import N_TAGS, ScoreRequest, to_inputs
from scorer import momentum_scores

rng = np.random.default_rng(39)


def incoming(n=6):
    for i in range(n):
        counts = rng.poisson(50, N_TAGS)
        prev = rng.poisson(50, N_TAGS)
        w = rng.uniform(0.5, 1.5, N_TAGS).astype(np.float32) if i % 3 == 1 else None
        yield ScoreRequest(counts, prev, w)


for req in incoming():
    s = momentum_scores(to_inputs(req))
    print(int(np.argmax(s)), round(float(s.max()), 4))
