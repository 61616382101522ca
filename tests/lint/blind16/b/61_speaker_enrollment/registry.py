import jax.numpy as jnp
import numpy as np

from embedder import speaker_centroid, utterance_embedding


class SpeakerRegistry:
    def __init__(self, params):
        self.params = params
        self.centroids = {}

    def enroll(self, name, utterances):
        stacked = np.stack(utterances)
        self.centroids[name] = speaker_centroid(self.params, stacked)

    def verify(self, name, feats, threshold=0.5):
        e = utterance_embedding(self.params, feats)
        return float(e @ self.centroids[name]) > threshold
