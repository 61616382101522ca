import jax
import jax.numpy as jnp
import optax


def value_loss(params, obs, target):
    hidden = jnp.tanh(obs @ params["w1"])
    v = hidden @ params["w2"]
    return jnp.mean((v - target) ** 2)


class ValueTrainer:
    def __init__(self, params, learning_rate=1e-2, minibatch=64):
        self.params = params
        self.minibatch = minibatch
        self.tx = optax.adam(learning_rate)
        self.opt_state = self.tx.init(params)
        self._update = jax.jit(self._update_impl)

    def _update_impl(self, params, opt_state, obs, target):
        loss, grads = jax.value_and_grad(value_loss)(params, obs, target)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit_epoch(self, buffer, rng):
        perm = buffer.epoch_indices(rng)
        losses = []
        n_full = len(perm) // self.minibatch
        for start in range(0, n_full * self.minibatch, self.minibatch):
            idx = perm[start:start + self.minibatch]
            self.params, self.opt_state, loss = self._update(
                self.params, self.opt_state, buffer.obs[idx], buffer.target[idx]
            )
            losses.append(loss)
        if not losses:
            return float("nan")
        return float(jnp.mean(jnp.stack(losses)))
