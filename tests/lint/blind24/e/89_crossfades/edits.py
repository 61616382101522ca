from dataclasses import dataclass, field

import jax.numpy as jnp


@dataclass
class Transition:
    outgoing: str
    incoming: str
    fade_s: object = 0.5

    def auto_length(self, onsets):
        # end the fade at the first transient of the incoming clip
        self.fade_s = jnp.clip(jnp.min(onsets), 0.1, 1.0)
        return self
