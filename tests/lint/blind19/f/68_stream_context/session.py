import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class StreamSession:
    stream_id: str
    height: int
    width: int

    @partial(jax.jit, static_argnums=0)
    def normalise(self, frame, running_mean, frames_seen):
        weight = 1.0 / (frames_seen + 1)
        new_mean = (1 - weight) * running_mean + weight * frame.mean()
        return (frame - new_mean) / (frame.std() + 1e-5), new_mean
