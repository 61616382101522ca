import jax
import numpy as np

LABELS = ["cat", "dog", "bird", "car", "tree"]


class ImageClassifierService:
    def __init__(self, model, params):
        self.model = model
        self.params = params

    @property
    def infer(self):
        return jax.jit(self.model.apply)

    def preprocess(self, image):
        image = np.asarray(image, np.float32) / 255.0
        return image[None]

    def handle(self, request):
        logits = self.infer(self.params, self.preprocess(request["image"]))
        probs = np.asarray(jax.nn.softmax(logits[0]))
        top = int(probs.argmax())
        return {"label": LABELS[top], "score": float(probs[top])}
