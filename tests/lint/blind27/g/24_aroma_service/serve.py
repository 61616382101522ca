import jax
import numpy as np

from model import aroma_model

DESCRIPTORS = ["fruity", "floral", "spicy", "earthy", "oaky"]


class AromaService:
    def __init__(self, params):
        self.params = params

        def predict_profile(params, gcms):
            return jax.nn.softmax(aroma_model.apply(params, gcms), axis=-1)

        self._predict = jax.jit(predict_profile)

    def __call__(self, gcms):
        probs = np.asarray(self._predict(self.params, gcms))
        return [DESCRIPTORS[i] for i in probs.argmax(1)]
