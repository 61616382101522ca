import equinox as eqx
import jax
import numpy as np
import optax


@eqx.filter_jit
def ctc_free_step(model, opt_state, images, targets, optim):
    def loss_fn(m):
        logits = jax.vmap(m)(images.reshape(images.shape[0], -1))
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(95)
    model = eqx.nn.MLP(12 * 12, 26, 40, depth=2, key=jax.random.PRNGKey(95))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(6):
        images = rng.random((16, 12, 12)).astype(np.float32)
        targets = rng.integers(0, 26, 16).astype(np.int32)
        model, opt_state, loss = ctc_free_step(model, opt_state, images, targets, optim)
        print(step, round(float(loss), 4))


if __name__ == "__main__":
    main()
