import json

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def predict_mask(params, image, threshold):
    feats = jnp.tanh(image @ params["w"])
    prob = jax.nn.sigmoid(feats @ params["v"])[..., 0]
    return prob > threshold, prob


class MaskService:
    def __init__(self, params, config_text):
        self.params = params
        self.config = json.loads(config_text)
        self.thresholds = {}

    def calibrate(self, name, images):
        probs = np.concatenate([np.asarray(predict_mask(self.params, im, 0.5)[1]).ravel()
                                for im in images])
        # threshold = mean foreground probability on the calibration set
        self.thresholds[name] = float(probs.mean())

    def handle(self, request):
        threshold = self.thresholds.get(request.get("camera"), self.config["default_threshold"])
        mask, _ = predict_mask(self.params, request["image"], threshold)
        return {"camera": request.get("camera"), "foreground": float(mask.mean())}
