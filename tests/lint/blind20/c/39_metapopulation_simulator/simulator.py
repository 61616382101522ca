import jax
import jax.numpy as jnp


class MetapopulationSIR:
    def __init__(self, mobility, beta=0.3, gamma=0.1):
        self.mobility = jnp.asarray(mobility)
        self.beta = beta
        self.gamma = gamma

    def _step(self, state):
        s, i, r = state
        n = s + i + r
        effective_i = self.mobility @ i
        effective_n = self.mobility @ n
        new = self.beta * s * effective_i / effective_n
        rec = self.gamma * i
        return jnp.stack([s - new, i + new - rec, r + rec])

    @property
    def step(self):
        return jax.jit(self._step)

    def run(self, state, days):
        history = []
        for _ in range(days):
            state = self.step(state)
            history.append(state[1].sum())
        return state, history
