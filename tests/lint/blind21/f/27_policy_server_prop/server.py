import jax
import jax.numpy as jnp
import numpy as np


class PolicyServer:
    """Serves actions to a robot controller, one request per control tick."""

    def __init__(self, model, params, action_low, action_high):
        self.model = model
        self.params = params
        self.low = jnp.asarray(action_low)
        self.high = jnp.asarray(action_high)

    @property
    def act_fn(self):
        return jax.jit(self.model.apply)

    def handle(self, request):
        obs = jnp.asarray(request["obs"], jnp.float32)[None]
        goal = jnp.asarray(request["goal"], jnp.float32)[None]
        action = self.act_fn(self.params, obs, goal)[0]
        action = jnp.clip(action, self.low, self.high)
        return {"action": np.asarray(action).tolist()}
