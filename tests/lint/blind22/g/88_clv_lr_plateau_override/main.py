import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import apply_schedule


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
    params = {"w": jnp.zeros(8), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(6):
        opt_state = apply_schedule(opt_state, epoch)
        for i in range(0, 256, 64):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 64], spend[i:i + 64])
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
