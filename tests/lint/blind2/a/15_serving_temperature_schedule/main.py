import jax
import numpy as np

from sampler import Sampler

sampler = Sampler()
key = jax.random.PRNGKey(0)
logits = jax.random.normal(key, (2, 10))

# first request uses the server default; later ones follow the client's annealing schedule
requests = [{"temperature": None}] + [{"temperature": t} for t in np.linspace(1.0, 0.5, 4)]
for i, req in enumerate(requests):
    key, sub = jax.random.split(key)
    toks = sampler(logits, sub, temperature=req["temperature"])
    print(i, req["temperature"], toks.tolist())
