import jax.numpy as jnp
import numpy as np
import optax

from train import fit_step

rng = np.random.default_rng(1)
tau = jnp.asarray(rng.uniform(0.5, 2.0, 200), jnp.float32)
u_obs = jnp.asarray(3.0 * np.asarray(tau) ** 3 * np.exp(rng.normal(0, 0.1, 200)), jnp.float32)
for lr in [1e-2, 3e-2, 1e-1]:
    optimizer = optax.adam(lr)
    params = {"log_a": jnp.float32(0.0), "n": jnp.float32(1.0)}
    opt_state = optimizer.init(params)
    for step in range(25):
        params, opt_state, loss = fit_step(params, opt_state, tau, u_obs, optimizer=optimizer)
    print(f"lr {lr}: A={float(jnp.exp(params['log_a'])):.2f} n={float(params['n']):.2f} loss={float(loss):.4f}")
