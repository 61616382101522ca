import json
import numpy as np
from growth import grow_stand
from state_io import from_inventory, from_checkpoint

rng = np.random.default_rng(29)
stands = [from_inventory(rng) for _ in range(3)]
saved = json.dumps({"ba": 22.5, "tph": 850.0, "top_h": 17.0})
stands.append(from_checkpoint(saved))
for i, st in enumerate(stands):
    out = grow_stand(st, np.float32(10.0))
    print(i, {k: round(float(v), 1) for k, v in out.items()})
