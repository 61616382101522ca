from functools import partial
import jax
from model import CalibratedTopicModel

@partial(jax.jit, static_argnums=(0,))
def calibrated_topics(model, params, x):
    return jax.nn.softmax(model.apply({"params": params}, x))

def predict(params, x, temperature):
    return calibrated_topics(CalibratedTopicModel(temperature=temperature), params, x)
