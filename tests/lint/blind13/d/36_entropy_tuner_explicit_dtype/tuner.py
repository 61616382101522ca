import jax
import jax.numpy as jnp
import optax


class EntropyTuner:
    def __init__(self, action_dim, initial_alpha=1.0, lr=3e-2):
        self.target_entropy = -float(action_dim)
        self.optimizer = optax.adam(lr)
        self.log_alpha = jnp.asarray(jnp.log(initial_alpha), dtype=jnp.float32)
        self.opt_state = self.optimizer.init(self.log_alpha)
        self._step = jax.jit(self._update)

    def _loss(self, log_alpha, log_probs):
        return -jnp.mean(jnp.exp(log_alpha) * jax.lax.stop_gradient(log_probs + self.target_entropy))

    def _update(self, log_alpha, opt_state, log_probs):
        loss, g = jax.value_and_grad(self._loss)(log_alpha, log_probs)
        updates, opt_state = self.optimizer.update(g, opt_state)
        return optax.apply_updates(log_alpha, updates), opt_state, loss

    def update(self, log_probs):
        self.log_alpha, self.opt_state, loss = self._step(self.log_alpha, self.opt_state, log_probs)
        return loss

    @property
    def alpha(self):
        return float(jnp.exp(self.log_alpha))
