import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import StepDecay
from model import DEQClassifier

BASE_LR = 3e-3
optimizer = optax.inject_hyperparams(optax.adamw)(learning_rate=BASE_LR, weight_decay=1e-4)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def make_data(rng, n=64):
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.int32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    model = DEQClassifier(6, 16, 2, jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    schedule = StepDecay(BASE_LR)
    for epoch in range(4):
        for _ in range(3):
            x, y = make_data(rng)
            model, opt_state, loss = train_step(model, opt_state, x, y)
        opt_state = schedule.on_epoch_end(epoch, opt_state)
        print(epoch, float(opt_state.hyperparams["learning_rate"]), float(loss))


if __name__ == "__main__":
    main()
