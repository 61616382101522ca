import equinox as eqx
import jax
import jax.numpy as jnp


class MM1Queue(eqx.Module):
    arrival_rate: jax.Array
    service_rate: jax.Array
    n_customers: int = 200

    def waiting_times(self, key):
        k1, k2 = jax.random.split(key)
        inter = jax.random.exponential(k1, (self.n_customers,)) / self.arrival_rate
        service = jax.random.exponential(k2, (self.n_customers,)) / self.service_rate

        def lindley(wait, xs):
            a, s_prev = xs
            wait = jnp.maximum(wait + s_prev - a, 0.0)
            return wait, wait

        _, waits = jax.lax.scan(lindley, 0.0, (inter[1:], service[:-1]))
        return waits


@eqx.filter_jit
def mean_wait(queue, key):
    return queue.waiting_times(key).mean()
