import json

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def box_mean(field, lats, lons, bbox):
    lat0, lat1, lon0, lon1 = bbox
    inside = ((lats >= lat0) & (lats <= lat1))[:, None] & ((lons >= lon0) & (lons <= lon1))[None, :]
    w = jnp.cos(jnp.deg2rad(lats))[:, None] * inside
    return jnp.sum(field * w) / jnp.maximum(jnp.sum(w), 1e-6)


def handle(body, field, lats, lons):
    req = json.loads(body)
    bbox = np.asarray(req["bbox"], dtype=np.float32)
    value = box_mean(field, lats, lons, bbox)
    return json.dumps({"region": req["name"], "mean": round(float(value), 3)})
