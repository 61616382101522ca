import functools

import jax
import jax.numpy as jnp


class TandemQueue:
    def __init__(self, service_rates, buffer_size):
        self.service_rates = tuple(service_rates)
        self.buffer_size = buffer_size

    @functools.partial(jax.jit, static_argnums=0)
    def throughput(self, arrivals):
        rates = jnp.asarray(self.service_rates, jnp.float32)

        def step(queues, a):
            inflow = jnp.concatenate([a[None], jnp.minimum(queues[:-1], rates[:-1])])
            served = jnp.minimum(queues + inflow, rates)
            queues = jnp.minimum(queues + inflow - served, self.buffer_size)
            return queues, served[-1]

        _, out = jax.lax.scan(step, jnp.zeros(len(self.service_rates)), arrivals)
        return out.sum()
