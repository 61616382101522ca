import jax
import jax.numpy as jnp


def init_gcn(key, sizes):
    params = []
    for k, (fan_in, fan_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        w = jax.random.normal(k, (fan_in, fan_out)) * jnp.sqrt(2.0 / fan_in)
        params.append({"w": w, "b": jnp.zeros(fan_out)})
    return params


def gcn_apply(params, a_hat, x):
    h = x
    for i, layer in enumerate(params):
        h = a_hat @ (h @ layer["w"]) + layer["b"]
        if i < len(params) - 1:
            h = jax.nn.relu(h)
    return h
