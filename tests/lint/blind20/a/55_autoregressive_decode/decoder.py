import jax
import jax.numpy as jnp


def init_decoder(key, hid=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w_in": jax.random.normal(k1, (2, hid)) * 0.2,
            "w_att": jax.random.normal(k2, (hid, hid)) * 0.2,
            "w_out": jax.random.normal(k3, (hid, 2)) * 0.2}


@jax.jit
def next_waypoint(params, waypoints):
    h = jnp.tanh(waypoints @ params["w_in"])
    q = h[-1] @ params["w_att"]
    att = jax.nn.softmax(h @ q)
    ctx = att @ h
    return waypoints[-1] + jnp.tanh(ctx @ params["w_out"]) * 0.5
