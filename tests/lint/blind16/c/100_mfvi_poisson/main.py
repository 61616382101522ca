import jax
import jax.numpy as jnp

from vi import init_variational, optimizer, step


def main():
    key = jax.random.PRNGKey(0)
    X = jax.random.normal(key, (300, 3)) * 0.5
    y = jax.random.poisson(jax.random.fold_in(key, 1), jnp.exp(X @ jnp.array([0.4, -0.3, 0.8]))).astype(jnp.float32)
    q = init_variational(3)
    opt_state = optimizer.init(q)
    for i in range(10):
        key, sub = jax.random.split(key)
        q, opt_state, loss = step(q, opt_state, sub, X, y)
    print("loc", jnp.round(q["loc"], 3), "scale", jnp.round(jnp.exp(q["log_scale"]), 3))


if __name__ == "__main__":
    main()
