import jax
import numpy as np

from scoring import upsell_scores


class UpsellService:
    def __init__(self, weights, offers):
        self.weights = weights
        self.offers = offers

    def handle(self, request):
        scorer = jax.jit(upsell_scores)
        feats = np.asarray(request["features"], np.float32)[None]
        probs = scorer(self.weights, feats, self.offers)
        return int(np.argmax(probs[0]))
