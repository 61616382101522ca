import json

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def risk_score(params, features):
    x = jnp.asarray(features, jnp.float32)
    return jax.nn.sigmoid(x @ params["w"] + params["b"])


def handle(params, body):
    payload = json.loads(body)
    scores = risk_score(params, payload["features"])
    return json.dumps({"scores": np.round(np.asarray(scores), 4).tolist()})
