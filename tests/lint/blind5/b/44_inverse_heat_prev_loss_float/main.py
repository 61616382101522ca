import jax.numpy as jnp

from forward import gauss_newton_update, simulate


def main():
    x = jnp.linspace(0, 1, 21)
    u0 = jnp.sin(jnp.pi * x)
    observed = simulate(jnp.log(0.3), u0)
    log_kappa = jnp.log(0.1)
    prev_loss = float("inf")
    for it in range(5):
        log_kappa, loss = gauss_newton_update(log_kappa, u0, observed, prev_loss)
        prev_loss = float(loss)
        print(f"iter {it}: kappa={float(jnp.exp(log_kappa)):.4f} misfit={prev_loss:.3e}")


if __name__ == "__main__":
    main()
