import jax
import jax.numpy as jnp


def init_track(position):
    return {"pos": jnp.asarray(position, jnp.float32), "vel": jnp.zeros(2, jnp.float32)}


@jax.jit
def update_tracks(tracks, detections):
    new_tracks = {}
    for cam, tr in tracks.items():
        pred = tr["pos"] + tr["vel"]
        det = detections[cam]
        new_pos = 0.6 * pred + 0.4 * det
        new_tracks[cam] = {"pos": new_pos, "vel": 0.8 * tr["vel"] + 0.2 * (new_pos - tr["pos"])}
    return new_tracks
