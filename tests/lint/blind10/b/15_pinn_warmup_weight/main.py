import jax
import jax.numpy as jnp

from pinn import init_params, train_step
from schedule import LossWeights


def fit(n_steps=7):
    params = init_params(jax.random.PRNGKey(0))
    x_col = jnp.linspace(0.0, 1.0, 32)
    weights = LossWeights(ramp_steps=3)
    for step in range(n_steps):
        w_res = weights.residual_weight(step)
        params, loss = train_step(params, x_col, w_res)
        print(f"step {step}: w_res={w_res:.2f} loss={float(loss):.3f}")
    return params


if __name__ == "__main__":
    fit()
