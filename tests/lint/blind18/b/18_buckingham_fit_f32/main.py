import jax
import jax.numpy as jnp
import numpy as np
import optax

from potentials import buckingham, initial_params

tx = optax.adam(1e-2)


@jax.jit
def fit_step(params, opt_state, r, e_ref):
    def loss_fn(p):
        return jnp.mean((buckingham(p, r) - e_ref) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def reference_curve():
    r = np.linspace(1.8, 4.0, 40).astype(np.float32)
    e = 1500.0 * np.exp(-r / 0.33) - 25.0 / r ** 6
    return jnp.asarray(r), jnp.asarray(e, dtype=jnp.float32)


def main():
    r, e_ref = reference_curve()
    params = initial_params()
    opt_state = tx.init(params)
    for it in range(5):
        params, opt_state, loss = fit_step(params, opt_state, r, e_ref)
        print(it, float(loss))


if __name__ == "__main__":
    main()
