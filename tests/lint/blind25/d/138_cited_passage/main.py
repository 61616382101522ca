import numpy as np
from context import cited_passage

rng = np.random.default_rng(0)
opinion = rng.normal(size=(200, 16)).astype(np.float32)
ctx = np.stack([np.asarray(cited_passage(opinion, p)) for p in [14, 57, 88, 131, 176]])
print(ctx.shape, ctx[:, :3].round(3))
