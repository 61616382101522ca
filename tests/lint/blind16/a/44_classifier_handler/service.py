import jax
import numpy as np

from model import MobileLikeNet

LABELS = ["cat", "dog", "bird", "car", "tree"]
_MODEL = MobileLikeNet()


def _forward(params, x):
    return _MODEL.apply(params, x)


class ImageClassifierService:
    def __init__(self, model, params):
        assert model == _MODEL, "service is built for the default MobileLikeNet config"
        self.params = params

    @property
    def infer(self):
        return jax.jit(_forward)

    def preprocess(self, image):
        image = np.asarray(image, np.float32) / 255.0
        return image[None]

    def handle(self, request):
        logits = self.infer(self.params, self.preprocess(request["image"]))
        probs = np.asarray(jax.nn.softmax(logits[0]))
        top = int(probs.argmax())
        return {"label": LABELS[top], "score": float(probs[top])}
