import jax
import jax.numpy as jnp

from gp import fit_step, optimizer

WARMUP = 5


def main():
    key = jax.random.PRNGKey(0)
    X = jax.random.uniform(key, (50, 1), minval=-2, maxval=2)
    y = jnp.sin(3 * X[:, 0]) + 0.1 * jax.random.normal(jax.random.fold_in(key, 1), (50,))
    params = {"log_lengthscale": jnp.float32(0.0), "log_variance": jnp.float32(0.0),
              "log_noise": jnp.log(jnp.float32(1e-2))}
    opt_state = optimizer.init(params)
    for step in range(12):
        noise_trainable = jnp.float32(step >= WARMUP)
        params, opt_state, loss = fit_step(params, opt_state, X, y, noise_trainable)
    print("nlml", float(loss), {k: round(float(jnp.exp(v)), 3) for k, v in params.items()})


if __name__ == "__main__":
    main()
