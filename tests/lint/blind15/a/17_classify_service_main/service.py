import jax
import jax.numpy as jnp
import numpy as np


class ClassifierService:
    def __init__(self, model, variables, class_names, input_size=24):
        self.input_size = input_size
        self.model = model
        self.variables = variables
        self.class_names = class_names
        self._forward = jax.jit(self._logits)

    def _logits(self, variables, image):
        return self.model.apply(variables, image[None])[0]

    def preprocess(self, image):
        h, w = image.shape[:2]
        rows = np.arange(self.input_size) * h // self.input_size
        cols = np.arange(self.input_size) * w // self.input_size
        image = np.asarray(image[rows][:, cols], np.float32) / 255.0
        return (image - 0.5) / 0.25

    def handle(self, request):
        logits = self._forward(self.variables, self.preprocess(request["image"]))
        probs = jax.nn.softmax(logits)
        top = int(jnp.argmax(probs))
        return {"id": request["id"], "label": self.class_names[top], "score": float(probs[top])}
