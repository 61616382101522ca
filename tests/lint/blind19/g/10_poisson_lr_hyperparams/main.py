import jax
import jax.numpy as jnp

from trainer import set_learning_rate, tx, update

STAGES = [(1e-2, 3), (5e-3, 3), (2e-3, 3), (1e-3, 3)]


def unit_square_boundary(n):
    s = jnp.linspace(0.0, 1.0, n)
    z, o = jnp.zeros(n), jnp.ones(n)
    return jnp.concatenate([jnp.stack([s, z], 1), jnp.stack([s, o], 1),
                            jnp.stack([z, s], 1), jnp.stack([o, s], 1)])


def main():
    key = jax.random.PRNGKey(0)
    k1, k2, k3 = jax.random.split(key, 3)
    params = {"w1": jax.random.normal(k1, (2, 32)), "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 1)) * 0.1}
    interior = jax.random.uniform(k3, (128, 2))
    boundary = unit_square_boundary(16)
    opt_state = tx.init(params)
    for lr, n_steps in STAGES:
        opt_state = set_learning_rate(opt_state, lr)
        for _ in range(n_steps):
            params, opt_state, loss = update(params, opt_state, interior, boundary)
        print(f"lr={lr:g} loss={float(loss):.4e}")


if __name__ == "__main__":
    main()
