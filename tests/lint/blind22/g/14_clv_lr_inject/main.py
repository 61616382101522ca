import jax
import jax.numpy as jnp
import numpy as np
import optax


def init_params(key, n_feat):
    return {"w": jax.random.normal(key, (n_feat,)) * 0.01, "b": jnp.zeros(())}


def gamma_nll(params, x, spend):
    mu = jnp.exp(x @ params["w"] + params["b"])
    return jnp.mean(spend / mu + jnp.log(mu))


tx = optax.inject_hyperparams(optax.adam)(learning_rate=0.05)


@jax.jit
def train_step(params, opt_state, x, spend):
    loss, grads = jax.value_and_grad(gamma_nll)(params, x, spend)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 8)).astype(np.float32)
    spend = rng.gamma(2.0, 30.0, 256).astype(np.float32)
    params = init_params(jax.random.PRNGKey(0), 8)
    opt_state = tx.init(params)
    for epoch in range(5):
        for i in range(0, 256, 64):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 64], spend[i:i + 64])
        opt_state.hyperparams["learning_rate"] = opt_state.hyperparams["learning_rate"] * 0.7
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
