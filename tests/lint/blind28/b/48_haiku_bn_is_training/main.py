from functools import partial

import jax
import numpy as np
import optax

from net import net

opt = optax.adam(2e-3)


@partial(jax.jit, static_argnums=(4,))
def role_logits(params, state, x, labels, is_training):
    logits, state = net.apply(params, state, x, is_training)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    return loss, (logits, state)


@jax.jit
def role_train_step(params, state, opt_state, x, labels):
    (loss, (_, state)), g = jax.value_and_grad(role_logits, has_aux=True)(params, state, x, labels, True)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    # classify player role (carry/support/jungle) from positional heatmap stats
    x = rng.normal(size=(320, 20)).astype(np.float32)
    labels = rng.integers(0, 3, 320).astype(np.int32)
    params, state = net.init(jax.random.PRNGKey(0), x[:64], True)
    opt_state = opt.init(params)
    for epoch in range(3):
        for i in range(0, 256, 64):
            params, state, opt_state, loss = role_train_step(params, state, opt_state, x[i:i + 64], labels[i:i + 64])
        val_loss, _ = role_logits(params, state, x[256:], labels[256:], False)
        print(epoch, float(loss), float(val_loss))


if __name__ == "__main__":
    main()
