import jax.numpy as jnp
import numpy as np

from embedder import FRAMES, MAX_ENROLL, N_MELS, speaker_centroid, utterance_embedding


class SpeakerRegistry:
    def __init__(self, params):
        self.params = params
        self.centroids = {}

    def enroll(self, name, utterances):
        utterances = utterances[:MAX_ENROLL]
        slots = np.ones((MAX_ENROLL, FRAMES, N_MELS), np.float32)
        present = np.zeros((MAX_ENROLL,), np.float32)
        slots[: len(utterances)] = np.stack(utterances)
        present[: len(utterances)] = 1.0
        self.centroids[name] = speaker_centroid(self.params, slots, present)

    def verify(self, name, feats, threshold=0.5):
        e = utterance_embedding(self.params, feats)
        return float(e @ self.centroids[name]) > threshold
