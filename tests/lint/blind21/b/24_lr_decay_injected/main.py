import jax
import jax.numpy as jnp
import numpy as np

from train import optimizer, set_learning_rate, train_step


def kinematics_dataset(n=256, n_units=24, seed=0):
    rng = np.random.default_rng(seed)
    vel = rng.normal(size=(n, 2)).astype(np.float32)
    tuning = rng.normal(size=(2, n_units)).astype(np.float32)
    rates = np.log1p(np.exp(vel @ tuning))
    return jnp.asarray(rng.poisson(rates).astype(np.float32)), jnp.asarray(vel)


def main():
    X, Y = kinematics_dataset()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"W1": jax.random.normal(k1, (24, 32)) * 0.1, "W2": jax.random.normal(k2, (32, 2)) * 0.1}
    lr = 1e-2
    opt_state = optimizer.init(params)
    for epoch in range(5):
        opt_state = set_learning_rate(opt_state, lr)
        for _ in range(5):
            params, opt_state, loss = train_step(params, opt_state, X, Y)
        print(f"epoch {epoch} lr={lr:.4f} loss={float(loss):.4f}")
        lr *= 0.5


if __name__ == "__main__":
    main()
