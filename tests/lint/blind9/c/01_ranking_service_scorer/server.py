import numpy as np
import jax.numpy as jnp

from model import make_score_fn

MAX_CANDIDATES = 32


class RankingService:
    def __init__(self, params, temperature=0.7):
        self.params = params
        self.temperature = temperature
        self.served = 0

    def _pad(self, ids):
        out = np.zeros(MAX_CANDIDATES, dtype=np.int32)
        out[: len(ids)] = ids[:MAX_CANDIDATES]
        return out

    def handle(self, request):
        scorer = make_score_fn(self.params, self.temperature)
        ids = self._pad(request["candidates"])
        probs = scorer(jnp.asarray(request["user"]), jnp.asarray(ids))
        n = min(len(request["candidates"]), MAX_CANDIDATES)
        order = np.argsort(-np.asarray(probs)[:n])
        self.served += 1
        return [int(request["candidates"][i]) for i in order[: request.get("k", 5)]]
