import jax
import jax.numpy as jnp
import optax


def negative_cosine(p, z):
    p = p / jnp.linalg.norm(p, axis=-1, keepdims=True)
    z = jax.lax.stop_gradient(z / jnp.linalg.norm(z, axis=-1, keepdims=True))
    return -(p * z).sum(-1).mean()


def simsiam_loss(params, x1, x2):
    z1 = jnp.tanh(x1 @ params["enc"])
    z2 = jnp.tanh(x2 @ params["enc"])
    p1 = z1 @ params["pred"]
    p2 = z2 @ params["pred"]
    return 0.5 * (negative_cosine(p1, z2) + negative_cosine(p2, z1))


class Trainer:
    def __init__(self, params, base_lr):
        self.params = params
        self.base_lr = base_lr
        self.tx = optax.inject_hyperparams(optax.sgd)(learning_rate=base_lr, momentum=0.9)
        tx = self.tx

        @jax.jit
        def update(params, opt_state, x1, x2):
            loss, grads = jax.value_and_grad(simsiam_loss)(params, x1, x2)
            updates, opt_state = tx.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, loss

        self.update = update

    def start_cycle(self, cycle):
        lr = self.base_lr * (0.5 ** cycle)
        self.opt_state = self.tx.init(self.params)
        self.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)

    def step(self, x1, x2):
        self.params, self.opt_state, loss = self.update(self.params, self.opt_state, x1, x2)
        return loss
