import jax.numpy as jnp

from planner import plan

BUCKETS = (16, 32)


def bucket_for(horizon):
    return next(b for b in BUCKETS if b >= horizon)


def handle(request):
    x0 = jnp.asarray(request["state"], dtype=jnp.float32)
    horizon = request["horizon"]
    padded = bucket_for(horizon)
    mask = (jnp.arange(padded) < horizon).astype(jnp.float32)
    u = plan(x0, jnp.float32(request["goal"]), jnp.zeros(padded), mask)
    return {"controls": u[:horizon].tolist()}
