import jax
import jax.numpy as jnp


@jax.jit
def gate_queue_step(queue, arrivals, open_lanes, service_min):
    served = open_lanes * (60.0 / service_min)
    queue = jnp.maximum(queue + arrivals - served, 0.0)
    return queue, queue * service_min / jnp.maximum(open_lanes, 1.0)


class GateDay:
    def __init__(self, lanes, service_min):
        self.lanes = lanes
        self.service_min = service_min
        self.step = gate_queue_step

    def run(self, arrivals, plan):
        q = jnp.float32(0.0)
        worst = 0.0
        for a, l in zip(arrivals, plan):
            q, w = self.step(q, a, l, self.service_min)
            worst = max(worst, float(w))
        return worst
