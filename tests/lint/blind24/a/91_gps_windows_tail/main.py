import numpy as np
import jax
import jax.numpy as jnp
from tracks import gps_track, windows


@jax.jit
def movement_metrics(window):
    step = jnp.linalg.norm(jnp.diff(window, axis=0), axis=1)
    net = jnp.linalg.norm(window[-1] - window[0])
    return step.sum(), net / jnp.maximum(step.sum(), 1e-6)


# elk collar fixes every 30 min; daily windows, straightness index as a proxy for disease lethargy
rng = np.random.default_rng(72)
track = gps_track(rng, 48 * 6 + 20)
for day, w in enumerate(windows(track)):
    dist, straight = movement_metrics(w)
    print(f"window {day}: {len(w)} fixes, {float(dist)/1000:.2f} km, straightness {float(straight):.2f}")
