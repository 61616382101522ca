import jax
import jax.numpy as jnp


class GateSimulator:
    def __init__(self, lanes, service_min):
        self.lanes = lanes
        self.service_min = service_min

        def gate_step(queue, arrivals, open_lanes):
            served = open_lanes * (60.0 / self.service_min)
            queue = jnp.maximum(queue + arrivals - served, 0.0)
            return queue, queue * self.service_min / jnp.maximum(open_lanes, 1.0)

        self._step = jax.jit(gate_step)

    def run_day(self, arrivals_per_hour, lanes_plan):
        q = jnp.float32(0.0)
        waits = []
        for a, l in zip(arrivals_per_hour, lanes_plan):
            q, w = self._step(q, a, l)
            waits.append(float(w))
        return max(waits)
