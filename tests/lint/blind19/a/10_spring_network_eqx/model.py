import equinox as eqx
import jax
import jax.numpy as jnp


class SpringSystem(eqx.Module):
    stiffness: jax.Array
    damping: jax.Array
    dt: jax.Array

    def accel(self, x, v):
        return -self.stiffness * x - self.damping * v


@eqx.filter_jit
def rollout(system, x, v, n_steps=20):
    def body(carry, _):
        x, v = carry
        a = system.accel(x, v)
        v = v + system.dt * a
        x = x + system.dt * v
        return (x, v), jnp.sum(x * x)

    (x, v), trace = jax.lax.scan(body, (x, v), None, length=n_steps)
    return x, v, trace
