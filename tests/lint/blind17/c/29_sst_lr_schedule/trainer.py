import jax
import jax.numpy as jnp
import optax


def predict(params, x):
    return x @ params["w"] + params["b"]


def make_train_step(tx):
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean((predict(p, x) - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)


class SSTBiasTrainer:
    def __init__(self, base_lr=1e-2, decay=0.5):
        self.base_lr = base_lr
        self.decay = decay

    def fit(self, params, x, y, epochs=4, steps_per_epoch=3):
        schedule = optax.exponential_decay(
            self.base_lr, transition_steps=steps_per_epoch, decay_rate=self.decay, staircase=True
        )
        tx = optax.sgd(schedule, momentum=0.9)
        opt_state = tx.init(params)
        step = make_train_step(tx)
        for epoch in range(epochs):
            for _ in range(steps_per_epoch):
                params, opt_state, loss = step(params, opt_state, x, y)
            print(f"epoch {epoch} lr={float(schedule(epoch * steps_per_epoch)):.4f} loss={float(loss):.4f}")
        return params
