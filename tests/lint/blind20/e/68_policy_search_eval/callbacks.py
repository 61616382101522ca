import jax
import jax.numpy as jnp

DT = 0.05


def rollout_cost(w, x0, steps=60):
    def f(x, _):
        u = jnp.tanh(w @ x)
        x = x + DT * jnp.array([x[1], jnp.sin(x[0]) + u])
        return x, x @ x + 0.1 * u ** 2
    _, c = jax.lax.scan(f, x0, None, length=steps)
    return jnp.sum(c)


class ClosedLoopEval:
    def __init__(self, initial_states, every=2):
        self.initial_states = initial_states
        self.every = every
        self.history = []
        self._batched_cost = jax.jit(jax.vmap(rollout_cost, in_axes=(None, 0)))

    def on_epoch_end(self, epoch, w):
        if epoch % self.every:
            return
        self.history.append(float(jnp.mean(self._batched_cost(w, self.initial_states))))
