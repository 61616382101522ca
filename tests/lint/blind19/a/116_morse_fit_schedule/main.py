import jax.numpy as jnp

from fit import fit_step, optimizer
from schedule import plateau_decay


def reference_curve():
    r = jnp.linspace(0.8, 3.0, 100)
    e = 1.2 * (1.0 - jnp.exp(-1.8 * (r - 1.1))) ** 2 - 1.2
    return r, e


def main():
    r, e = reference_curve()
    params = {"D": jnp.float32(1.0), "a": jnp.float32(1.5), "r0": jnp.float32(1.0)}
    opt_state = optimizer.init(params)
    lr = 0.05
    history = []
    for epoch in range(5):
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        for _ in range(10):
            params, opt_state, loss = fit_step(params, opt_state, r, e)
        history.append(float(loss))
        lr = plateau_decay(history, lr)
        print(f"epoch {epoch} lr={lr:.4f} loss={history[-1]:.5f}")


if __name__ == "__main__":
    main()
