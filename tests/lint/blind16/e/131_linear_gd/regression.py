import jax.numpy as jnp


def init_linear(d_in, d_out, rng):
    return {"W": jnp.asarray(rng.normal(size=(d_in, d_out)) * 0.1, jnp.float32),
            "b": jnp.zeros((d_out,), jnp.float32)}


def closed_form_grads(params, x, y):
    err = x @ params["W"] + params["b"] - y
    return {"W": x.T @ err / x.shape[0], "b": err.mean(axis=0)}
