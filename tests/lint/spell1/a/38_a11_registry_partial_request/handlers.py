import jax
import jax.numpy as jnp


def embed_text(token_ids, params):
    return params["embed"][token_ids].mean(0)


def classify_intent(token_ids, params):
    return jax.nn.softmax(params["embed"][token_ids].mean(0) @ params["intent"])


REGISTRY = {"embed": embed_text, "intent": classify_intent}
