import jax
import jax.numpy as jnp
import optax


class Engine:
    def __init__(self, in_dim, out_dim, lr):
        self.tx = optax.adam(lr)
        params = {"w": jnp.zeros((in_dim, out_dim)), "b": jnp.zeros(out_dim)}
        self.state = (params, self.tx.init(params))

    def _train_step(self, state, x, y):
        params, opt_state = state

        def loss_fn(p):
            return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state)
        return (optax.apply_updates(params, updates), opt_state), loss

    @property
    def step_fn(self):
        return jax.jit(self._train_step)
