from functools import partial
import jax
from model import HeadnoteScorer

@partial(jax.jit, static_argnums=(0,))
def topic_probs(model, params, x):
    return jax.nn.softmax(model.apply({"params": params}, x))

def predict(params, x, cfg):
    model = HeadnoteScorer(hidden=cfg["hidden"], n_topics=cfg["n_topics"])
    return topic_probs(model, params, x)
