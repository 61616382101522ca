import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append({
            "w": jax.random.normal(sub, (din, dout)) * jnp.sqrt(2.0 / din),
            "b": jnp.zeros((dout,)),
        })
    return params


def apply_mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    last = params[-1]
    return x @ last["w"] + last["b"]


def cross_entropy(params, images, labels):
    logits = apply_mlp(params, images)
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
