import equinox as eqx
import jax
import numpy as np
import optax

from evaluation import char_accuracy, validate


@eqx.filter_jit
def glyph_train_step(model, opt_state, images, labels, optim):
    def loss_fn(m):
        logits = jax.vmap(m)(images.reshape(images.shape[0], -1))
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(99)
    model = eqx.nn.MLP(100, 26, 32, depth=2, key=jax.random.PRNGKey(99))
    optim = optax.adam(2e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    train = (rng.random((32, 10, 10)).astype(np.float32), rng.integers(0, 26, 32).astype(np.int32))
    val = (rng.random((32, 10, 10)).astype(np.float32), rng.integers(0, 26, 32).astype(np.int32))
    for epoch in range(3):
        model, opt_state, loss = glyph_train_step(model, opt_state, *train, optim)
        train_acc = float(char_accuracy(model, *train))
        print(epoch, round(float(loss), 4), train_acc, validate(model, val))


if __name__ == "__main__":
    main()
