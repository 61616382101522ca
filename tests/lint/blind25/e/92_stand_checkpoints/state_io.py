import json
from collections import OrderedDict
import numpy as np

def from_inventory(rng):
    return {"ba": np.float32(rng.uniform(15, 30)), "tph": np.float32(rng.uniform(400, 1200)), "top_h": np.float32(rng.uniform(12, 22))}

def from_checkpoint(text):
    raw = json.loads(text, object_pairs_hook=OrderedDict)
    return {k: np.float32(v) for k, v in raw.items()}
