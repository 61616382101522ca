import jax
import jax.numpy as jnp

MAX_CAMERAS = 8


def empty_tracks():
    return {
        "pos": jnp.zeros((MAX_CAMERAS, 2), jnp.float32),
        "vel": jnp.zeros((MAX_CAMERAS, 2), jnp.float32),
        "active": jnp.zeros((MAX_CAMERAS,), jnp.bool_),
    }


def add_track(tracks, slot, position):
    return {
        "pos": tracks["pos"].at[slot].set(jnp.asarray(position, jnp.float32)),
        "vel": tracks["vel"].at[slot].set(0.0),
        "active": tracks["active"].at[slot].set(True),
    }


@jax.jit
def update_tracks(tracks, detections):
    pred = tracks["pos"] + tracks["vel"]
    new_pos = 0.6 * pred + 0.4 * detections
    new_vel = 0.8 * tracks["vel"] + 0.2 * (new_pos - tracks["pos"])
    active = tracks["active"][:, None]
    return {
        "pos": jnp.where(active, new_pos, tracks["pos"]),
        "vel": jnp.where(active, new_vel, tracks["vel"]),
        "active": tracks["active"],
    }
