import jax
import jax.numpy as jnp
import numpy as np
import optax


def emax_model(params, conc):
    return params["e0"] + params["emax"] * conc ** params["hill"] / (
        jnp.exp(params["log_ec50"]) ** params["hill"] + conc ** params["hill"])


INITIAL = {"e0": 0.0, "emax": 1.0, "log_ec50": 0.0, "hill": 1.0}
tx = optax.adam(0.05)


@jax.jit
def fit_step(params, opt_state, conc, effect):
    def loss_fn(p):
        return jnp.mean((emax_model(p, conc) - effect) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    conc = np.geomspace(0.01, 100, 12).astype(np.float32)
    effect = (0.1 + 0.8 * conc / (2.0 + conc) + rng.normal(0, 0.02, 12)).astype(np.float32)
    params = dict(INITIAL)
    opt_state = tx.init(params)
    for it in range(20):
        params, opt_state, loss = fit_step(params, opt_state, conc, effect)
    print({k: round(float(v), 3) for k, v in params.items()}, float(loss))


if __name__ == "__main__":
    main()
