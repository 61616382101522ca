import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_servers",))
def simulate_pool(arrivals, service_rate, n_servers):
    capacity = n_servers * service_rate

    def step(queue, a):
        served = jnp.minimum(queue + a, capacity)
        queue = queue + a - served
        return queue, queue

    _, lengths = jax.lax.scan(step, jnp.float32(0.0), arrivals)
    return lengths.mean(), lengths.max()


class ServerPool:
    def __init__(self, n_servers, service_rate):
        self.n_servers = n_servers
        self.service_rate = jnp.float32(service_rate)

    def run(self, arrivals):
        return simulate_pool(arrivals, self.service_rate, n_servers=self.n_servers)
