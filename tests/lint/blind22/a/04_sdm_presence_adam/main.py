import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import decay_learning_rate

COVARIATES = ["bio1", "bio12", "elevation", "ndvi", "slope"]


def make_survey(seed, n_sites=200):
    rng = np.random.default_rng(seed)
    env = rng.normal(size=(n_sites, len(COVARIATES))).astype(np.float32)
    true_beta = np.array([1.2, -0.8, 0.3, 1.5, 0.0], np.float32)
    presence = (rng.random(n_sites) < 1 / (1 + np.exp(-(env @ true_beta)))).astype(np.float32)
    return env, presence


def loss_fn(params, env, presence):
    logits = env @ params["beta"] + params["alpha"]
    return optax.sigmoid_binary_cross_entropy(logits, presence).mean()


tx = optax.inject_hyperparams(optax.adam)(learning_rate=5e-2)


@jax.jit
def fit_step(params, opt_state, env, presence):
    loss, grads = jax.value_and_grad(loss_fn)(params, env, presence)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    env, presence = make_survey(0)
    params = {"beta": jnp.zeros(len(COVARIATES)), "alpha": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(5):
            params, opt_state, loss = fit_step(params, opt_state, env, presence)
        if epoch >= 1:
            opt_state = decay_learning_rate(opt_state, 0.5)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
