import jax
import numpy as np

from server import RankingServer

rng = np.random.default_rng(0)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"proj": jax.random.normal(k1, (8, 16)), "catalog": jax.random.normal(k2, (50, 16))}
server = RankingServer(params)

incoming = [int(n) for n in rng.integers(1, 12, size=10)]
rid = 0
for n in incoming:
    reqs = [{"id": rid + i, "features": rng.normal(size=8).tolist()} for i in range(n)]
    rid += n
    out = server.handle_batch(reqs)
    print(f"batch of {n}: first -> {out[0]}")
