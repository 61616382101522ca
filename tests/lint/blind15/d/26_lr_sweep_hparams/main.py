import jax
import jax.numpy as jnp

from train import init_opt_state, train_step

SWEEP = {"lr": [1e-3, 3e-3, 1e-2, 3e-2]}


def fit_value(lr, obs, returns, steps=5):
    params = {"w1": jax.random.normal(jax.random.PRNGKey(1), (6, 16)) * 0.3,
              "w2": jnp.zeros((16, 1))}
    opt_state = init_opt_state(params, lr)
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, obs, returns)
    return float(loss)


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    obs = jax.random.normal(k1, (64, 6))
    returns = jax.random.normal(k2, (64,))
    results = {lr: fit_value(lr, obs, returns) for lr in SWEEP["lr"]}
    print(min(results, key=results.get), results)


if __name__ == "__main__":
    main()
