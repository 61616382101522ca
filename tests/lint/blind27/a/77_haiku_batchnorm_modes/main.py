from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import optax

from net import forward

opt = optax.adam(5e-3)


@partial(jax.jit, static_argnames=("is_training",))
def claim_propensity(params, state, x, is_training):
    return forward.apply(params, state, x, is_training)


@jax.jit
def propensity_update(params, state, opt_state, x, y):
    def loss_fn(p):
        logits, new_state = forward.apply(p, state, x, True)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean(), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


def main():
    rng = np.random.default_rng(241)
    x = jnp.asarray(rng.normal(size=(512, 9)), jnp.float32)
    y = jnp.asarray(x[:, 0] - x[:, 5] + jnp.asarray(rng.normal(size=512)) > 1.0, jnp.float32)
    params, state = forward.init(jax.random.PRNGKey(0), x, True)
    opt_state = opt.init(params)
    for epoch in range(5):
        for b in range(0, 512, 128):
            params, state, opt_state, loss = propensity_update(params, state, opt_state, x[b:b + 128], y[b:b + 128])
        train_logits, _ = claim_propensity(params, state, x[:128], is_training=True)
        eval_logits, _ = claim_propensity(params, state, x[:128], is_training=False)
        print(epoch, round(float(loss), 4), round(float(jnp.abs(train_logits - eval_logits).mean()), 4))


if __name__ == "__main__":
    main()
