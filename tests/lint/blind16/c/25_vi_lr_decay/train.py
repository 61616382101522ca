import functools

import jax
import optax

from posterior import neg_elbo


@functools.partial(jax.jit, static_argnums=(0,))
def vi_step(optimizer, var_params, opt_state, key, X, y):
    loss, grads = jax.value_and_grad(neg_elbo)(var_params, key, X, y)
    updates, opt_state = optimizer.update(grads, opt_state, var_params)
    return optax.apply_updates(var_params, updates), opt_state, loss


def fit(var_params, X, y, key, epochs=4, steps_per_epoch=5, lr=0.05, decay=0.5):
    opt_state = None
    for epoch in range(epochs):
        optimizer = optax.adam(lr * decay**epoch)
        if opt_state is None:
            opt_state = optimizer.init(var_params)
        for _ in range(steps_per_epoch):
            key, sub = jax.random.split(key)
            var_params, opt_state, loss = vi_step(optimizer, var_params, opt_state, sub, X, y)
        print(f"epoch {epoch} -elbo {float(loss):.3f}")
    return var_params
