import jax
import jax.numpy as jnp

def weighted_usable_area(params, depth, velocity, cell_area):
    d_opt, v_opt = params[0], params[1]
    sd = jnp.exp(-((depth - d_opt) / 0.3) ** 2)
    sv = jnp.exp(-((velocity - v_opt) / 0.25) ** 2)
    return jnp.sum(jnp.sqrt(sd * sv) * cell_area)

class ReachScorer:
    def __init__(self, depth_opt, vel_opt):
        self.params = jnp.array([depth_opt, vel_opt], dtype=jnp.float32)
        self._wua = jax.jit(weighted_usable_area)

    def score(self, depth, velocity, cell_area):
        return self._wua(self.params, depth, velocity, cell_area)
