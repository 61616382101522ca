import numpy as np
from flax import nnx

from model import CapsuleScorer, score_capsule
from requests_io import to_padded

rng = np.random.default_rng(56)
wardrobe = rng.normal(size=(300, 10)).astype(np.float32)
model = CapsuleScorer(nnx.Rngs(0))

for user, n_items in enumerate([3, 7, 5, 8, 2, 6]):
    picks = wardrobe[rng.choice(300, n_items, replace=False)]
    items, mask = to_padded(picks)
    print(f"user {user}: {n_items} items, capsule score {float(score_capsule(model, items, mask)):.3f}")
