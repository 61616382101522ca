import numpy as np

MAX_PARTIES = 6

def party_slots(rng, dim=8):
    n_mentions = int(rng.integers(5, 30))
    mentions = rng.choice(["Acme", "Globex", "Initech", "Umbrella", "Hooli"], size=n_mentions,
                          p=[0.4, 0.3, 0.15, 0.1, 0.05])
    names = np.unique(mentions)
    vecs = np.zeros((MAX_PARTIES, dim), np.float32)
    vecs[:len(names)] = rng.normal(size=(len(names), dim))
    mask = np.arange(MAX_PARTIES) < len(names)
    return list(names), vecs, mask
