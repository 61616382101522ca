import equinox as eqx
import jax
import jax.numpy as jnp


class ServiceDesk(eqx.Module):
    backlog: jax.Array
    capacity: jax.Array

    def step(self, arrivals, staff):
        served = jnp.minimum(self.backlog + arrivals, staff * self.capacity)
        backlog = self.backlog + arrivals - served
        return eqx.tree_at(lambda d: d.backlog, self, backlog), backlog


@eqx.filter_jit
def run_shift(desk, arrivals, staff):
    def body(d, a):
        return d.step(a, staff)

    desk, backlog = jax.lax.scan(body, desk, arrivals)
    return desk, backlog.mean()


def reset(desk):
    return eqx.tree_at(lambda d: d.backlog, desk, jnp.zeros_like(desk.backlog))
