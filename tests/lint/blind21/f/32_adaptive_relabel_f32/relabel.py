import jax.numpy as jnp


class RelabelController:
    """Adapts how often goals are relabelled with future states from the same trajectory."""

    def __init__(self, init_prob=0.5, gain=0.2):
        self.p_future = jnp.asarray(init_prob, dtype=jnp.float32)
        self.gain = gain

    def update(self, success_rate):
        self.p_future = jnp.clip(self.p_future + self.gain * (0.5 - success_rate), 0.1, 0.9)
        return self.p_future
