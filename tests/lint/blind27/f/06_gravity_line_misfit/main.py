import jax
import jax.numpy as jnp
import numpy as np
import optax


def prism_kernel(obs_x, cell_x, depth):
    dx = obs_x[:, None] - cell_x[None, :]
    return 6.674e-3 * depth / (dx ** 2 + depth ** 2)


def invert_line(obs_x, gz, cell_x, depth, n_iter=40):
    K = prism_kernel(obs_x, cell_x, depth)

    @jax.jit
    def misfit_and_grad(rho):
        def phi(r):
            return jnp.sum((K @ r - gz) ** 2) + 1e-3 * jnp.sum(jnp.diff(r) ** 2)
        return jax.value_and_grad(phi)(rho)

    opt = optax.adam(0.05)
    rho = jnp.zeros(cell_x.shape[0])
    state = opt.init(rho)
    for _ in range(n_iter):
        val, g = misfit_and_grad(rho)
        upd, state = opt.update(g, state)
        rho = optax.apply_updates(rho, upd)
    return rho, val


def main():
    rng = np.random.default_rng(11)
    cell_x = jnp.linspace(0, 2000, 50)
    obs_x = jnp.linspace(0, 2000, 30)
    for line in range(5):
        true_rho = np.zeros(50, np.float32)
        true_rho[20 + line:28 + line] = 0.4
        gz = prism_kernel(obs_x, cell_x, 150.0) @ true_rho + 0.01 * rng.normal(size=30).astype(np.float32)
        rho, val = invert_line(obs_x, jnp.asarray(gz), cell_x, 150.0)
        print(f"line {line}: misfit {float(val):.4f} peak density contrast {float(rho.max()):.3f}")


if __name__ == "__main__":
    main()
