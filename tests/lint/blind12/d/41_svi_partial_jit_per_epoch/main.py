from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from guide import negative_elbo


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (x @ np.array([1.0, -0.5, 2.0], np.float32) + 0.3 * rng.normal(size=64)).astype(np.float32)
    var_params = {"mu": jnp.zeros(3), "log_sd": jnp.full(3, -1.0)}
    opt = optax.adam(5e-2)
    opt_state = opt.init(var_params)
    key = jax.random.PRNGKey(0)
    for epoch in range(6):
        loss_and_grad = jax.jit(jax.value_and_grad(
            partial(negative_elbo, x=x, y=y, num_samples=8)))
        for batch_step in range(2):
            key, sub = jax.random.split(key)
            neg_elbo, grads = loss_and_grad(var_params, sub)
            updates, opt_state = opt.update(grads, opt_state)
            var_params = optax.apply_updates(var_params, updates)
        print(f"epoch {epoch} -ELBO {float(neg_elbo):.2f} mu {np.round(np.asarray(var_params['mu']), 2)}")


if __name__ == "__main__":
    main()
