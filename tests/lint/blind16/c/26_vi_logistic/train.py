import jax
import jax.numpy as jnp
import optax

from posterior import neg_elbo


def fit(var_params, X, y, key, epochs=4, steps_per_epoch=5, lr=0.05, decay=0.5):
    optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=lr)

    @jax.jit
    def vi_step(var_params, opt_state, key, X, y):
        loss, grads = jax.value_and_grad(neg_elbo)(var_params, key, X, y)
        updates, opt_state = optimizer.update(grads, opt_state, var_params)
        return optax.apply_updates(var_params, updates), opt_state, loss

    opt_state = optimizer.init(var_params)
    for epoch in range(epochs):
        opt_state.hyperparams["learning_rate"] = jnp.float32(lr * decay**epoch)
        for _ in range(steps_per_epoch):
            key, sub = jax.random.split(key)
            var_params, opt_state, loss = vi_step(var_params, opt_state, sub, X, y)
        print(f"epoch {epoch} -elbo {float(loss):.3f}")
    return var_params
