import jax
import jax.numpy as jnp

class HabitatModel:
    def __init__(self, depth_opt, vel_opt):
        self.depth_opt = depth_opt
        self.vel_opt = vel_opt

    def suitability(self, depth, velocity, substrate):
        sd = jnp.exp(-((depth - self.depth_opt) / 0.3) ** 2)
        sv = jnp.exp(-((velocity - self.vel_opt) / 0.25) ** 2)
        return jnp.mean((sd * sv * substrate) ** (1 / 3))

    def score(self, depth, velocity, substrate):
        return jax.jit(self.suitability)(depth, velocity, substrate)
