import jax
import jax.numpy as jnp

HIDDEN, FRAME = 32, 64
COMPUTE_DTYPE = jnp.bfloat16


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"wx": 0.1 * jax.random.normal(k1, (FRAME, HIDDEN)),
            "wh": 0.1 * jax.random.normal(k2, (HIDDEN, HIDDEN)),
            "wo": 0.1 * jax.random.normal(k3, (HIDDEN, FRAME))}


@jax.jit
def enhance_frame(params, frame, h):
    p = jax.tree.map(lambda w: w.astype(COMPUTE_DTYPE), params)
    h = jnp.tanh(frame.astype(COMPUTE_DTYPE) @ p["wx"] + h.astype(COMPUTE_DTYPE) @ p["wh"])
    mask = jax.nn.sigmoid(h @ p["wo"])
    return (frame * mask).astype(jnp.float32), h
