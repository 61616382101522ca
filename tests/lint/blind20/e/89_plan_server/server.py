import jax.numpy as jnp

from planner import plan


def handle(request):
    x0 = jnp.asarray(request["state"], dtype=jnp.float32)
    horizon = request["horizon"]
    u = plan(x0, jnp.float32(request["goal"]), jnp.zeros(horizon))
    return {"controls": u.tolist()}
