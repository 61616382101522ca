from collections import OrderedDict

import numpy as np


def from_exchange(rng, n):
    bid = 100 + rng.standard_normal(n).astype(np.float32)
    return {"bid": bid, "ask": bid + 0.02, "bid_size": rng.uniform(1, 10, n).astype(np.float32),
            "ask_size": rng.uniform(1, 10, n).astype(np.float32)}


def from_replay(rng, n):
    bid = 100 + rng.standard_normal(n).astype(np.float32)
    return OrderedDict(bid=bid, ask=bid + 0.03, bid_size=rng.uniform(1, 10, n).astype(np.float32),
                       ask_size=rng.uniform(1, 10, n).astype(np.float32))
