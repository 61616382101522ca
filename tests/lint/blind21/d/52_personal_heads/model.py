import jax
import jax.numpy as jnp


def init_body(key, dim, hidden):
    k1, _ = jax.random.split(key)
    return {"w": jax.random.normal(k1, (dim, hidden)) * 0.1, "b": jnp.zeros((hidden,))}


def init_head(key, hidden, classes):
    return {"w": jax.random.normal(key, (hidden, classes)) * 0.1, "b": jnp.zeros((classes,))}


def forward(params, shared_head, x):
    h = jnp.tanh(x @ params["body"]["w"] + params["body"]["b"])
    head = params["head"] if "head" in params else shared_head
    return h @ head["w"] + head["b"]
