import jax
import jax.numpy as jnp


class HeadwayRegulator:
    def __init__(self, target_headway, gain=0.4, max_hold=3.0):
        self.target = target_headway
        self.gain = gain
        self.max_hold = max_hold
        self._hold = jax.jit(self._hold_times)

    def _hold_times(self, forward_gap, backward_gap):
        imbalance = (backward_gap - forward_gap) / 2.0
        hold = self.gain * (self.target - forward_gap) + 0.5 * imbalance
        return jnp.clip(hold, 0.0, self.max_hold)

    def __call__(self, forward_gap, backward_gap):
        return self._hold(forward_gap, backward_gap)
