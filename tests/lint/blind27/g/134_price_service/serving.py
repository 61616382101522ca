import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def price_estimate(features):
    base = 12.0 + 3.0 * features["score"] + 0.8 * features["age_years"]
    if "critic_points" in features:
        base = base + 0.5 * (features["critic_points"] - 88.0)
    return base


def parse_request(req):
    feats = {"score": np.float32(req["score"]), "age_years": np.float32(req["age"])}
    if req.get("critic_points") is not None:
        feats["critic_points"] = np.float32(req["critic_points"])
    return feats
