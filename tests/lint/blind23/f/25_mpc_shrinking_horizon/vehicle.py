import jax.numpy as jnp


class Chaser:
    def __init__(self, state, rendezvous_time):
        self.state = state
        self.t = 0
        self.rendezvous_time = rendezvous_time

    @property
    def steps_to_go(self):
        return max(self.rendezvous_time - self.t, 1)

    def apply(self, u):
        p, v = self.state[:3], self.state[3:]
        v = v + u
        self.state = jnp.concatenate([p + v, v])
        self.t += 1
