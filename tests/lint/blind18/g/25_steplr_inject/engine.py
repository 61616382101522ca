import jax
import jax.numpy as jnp
import optax


def loss_fn(params, batch):
    h = jax.nn.silu(batch["x"] @ params["w1"] + params["b1"])
    logits = h @ params["w2"]
    return optax.sigmoid_binary_cross_entropy(logits[:, 0], batch["y"]).mean()


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


class StepLR:
    def __init__(self, base_lr, step_size, gamma):
        self.base_lr, self.step_size, self.gamma = base_lr, step_size, gamma

    def lr_at(self, epoch):
        return self.base_lr * self.gamma ** (epoch // self.step_size)
