import numpy as np
from context import citation_context

rng = np.random.default_rng(0)
opinion = rng.normal(size=(200, 16)).astype(np.float32)
cite_positions = [14, 57, 88, 131, 176]
ctx = np.stack([np.asarray(citation_context(opinion, pos=p)) for p in cite_positions])
print(ctx.shape, ctx[:, :3].round(3))
