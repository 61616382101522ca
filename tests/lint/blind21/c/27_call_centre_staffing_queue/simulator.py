import jax
import jax.numpy as jnp


class ServerPool:
    def __init__(self, n_servers, service_rate):
        self.n_servers = n_servers
        self.service_rate = service_rate

    def _queue_step(self, queue, arrivals):
        served = jnp.minimum(queue + arrivals, self.n_servers * self.service_rate)
        queue = queue + arrivals - served
        return queue, queue

    def run(self, arrivals):
        _, lengths = jax.lax.scan(self._queue_step, jnp.float32(0.0), arrivals)
        return lengths.mean(), lengths.max()
