import equinox as eqx
import jax
import jax.numpy as jnp


class DampedSpringFit(eqx.Module):
    """Learns stiffness and damping of x'' = -k x - c x' from noisy trajectories."""
    log_k: jax.Array
    log_c: jax.Array
    dt: float = 0.05
    n_steps: int = 60

    def simulate(self, x0, v0):
        k, c = jnp.exp(self.log_k), jnp.exp(self.log_c)

        def step(state, _):
            x, v = state
            v = v + self.dt * (-k * x - c * v)
            x = x + self.dt * v
            return (x, v), x

        _, xs = jax.lax.scan(step, (x0, v0), None, length=self.n_steps)
        return xs


@eqx.filter_jit
def fit_step(model, x0, v0, observed, lr):
    def loss(m):
        return jnp.mean((m.simulate(x0, v0) - observed) ** 2)

    l, grads = eqx.filter_value_and_grad(loss)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, l
