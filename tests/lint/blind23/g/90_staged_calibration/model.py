import jax
import jax.numpy as jnp


def runoff_model(params, rain):
    k = jax.nn.sigmoid(params["production"]["k"])

    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    q = jax.lax.scan(step, 0.0, rain)[1]
    if "routing" in params:
        w = jax.nn.softmax(params["routing"]["uh"])
        q = jnp.convolve(q, w, mode="full")[: rain.shape[0]]
    return q
