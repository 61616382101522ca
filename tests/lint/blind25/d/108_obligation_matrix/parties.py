import numpy as np

def extract_parties(rng, n_mentions=30):
    mentions = rng.choice(["Acme", "Globex", "Initech", "Umbrella", "Hooli"], size=n_mentions,
                          p=[0.4, 0.3, 0.15, 0.1, 0.05])
    names, idx = np.unique(mentions, return_inverse=True)
    return names, idx.astype(np.int32)
