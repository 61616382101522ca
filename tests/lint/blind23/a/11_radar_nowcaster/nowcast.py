import jax
import jax.numpy as jnp


@jax.jit
def extrapolate(frame, prev_frame, shift_weight):
    if prev_frame is None:
        trend = jnp.zeros_like(frame)
    else:
        trend = frame - prev_frame
    advected = jnp.roll(frame, 1, axis=1)
    return jnp.clip(shift_weight * advected + (1 - shift_weight) * frame + 0.5 * trend, 0.0, None)


class RadarNowcaster:
    def __init__(self, shift_weight=0.7):
        self.shift_weight = shift_weight
        self.prev = None

    def update(self, frame):
        out = extrapolate(frame, self.prev, self.shift_weight)
        self.prev = frame
        return out
