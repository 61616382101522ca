import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_hyperparams, marginal_nll

STEPS = 6
optimizer = optax.adam(5e-2)


@jax.jit
def fit_step(params, opt_state, t, y):
    loss, grads = jax.value_and_grad(marginal_nll)(params, t, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    t = np.linspace(0, 24, 48).astype(np.float32)  # hourly temperature readings
    y = (3 * np.sin(2 * np.pi * t / 24) + 0.3 * rng.standard_normal(t.size)).astype(np.float32)
    params = init_hyperparams()
    opt_state = optimizer.init(params)
    for step in range(STEPS):
        params, opt_state, loss = fit_step(params, opt_state, t, y)
        print(f"step {step} nll {float(loss):.3f}")
    print({k: round(float(jnp.exp(v)), 3) for k, v in params.items()})


if __name__ == "__main__":
    main()
