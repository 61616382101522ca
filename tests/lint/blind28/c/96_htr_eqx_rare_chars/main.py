import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from weighting import rare_char_weights


@eqx.filter_jit
def weighted_step(model, opt_state, images, targets, class_weights, optim):
    w = jnp.asarray(class_weights)

    def loss_fn(m):
        logits = jax.vmap(m)(images.reshape(images.shape[0], -1))
        per = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
        return jnp.mean(per * w[targets])

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(96)
    model = eqx.nn.MLP(12 * 12, 8, 32, depth=2, key=jax.random.PRNGKey(96))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    counts = np.ones(8)
    for epoch in range(4):
        images = rng.random((16, 12, 12)).astype(np.float32)
        targets = rng.integers(0, 8, 16).astype(np.int32)
        counts += np.bincount(targets, minlength=8)
        model, opt_state, loss = weighted_step(model, opt_state, images, targets,
                                               rare_char_weights(counts), optim)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
