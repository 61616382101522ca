import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import build_potential, fit_step, transfer_weights

BETA = 2.0


def buckingham(r):
    return 50.0 * jnp.exp(-3.0 * r) - 1.0 / r ** 6


def main():
    r = jnp.linspace(0.9, 3.0, 64)[:, None]
    e = buckingham(r)
    key = jax.random.PRNGKey(0)
    model = build_potential(key, 16, BETA)
    optim = optax.adam(3e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for stage in range(4):
        # refresh the module skeleton from the current config, keeping weights
        model = transfer_weights(model, build_potential(key, 16, BETA))
        for _ in range(5):
            model, opt_state, loss = fit_step(model, opt_state, r, e, optim)
        print(f"stage {stage} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
