import jax
import jax.numpy as jnp
import optax

from data import make_portfolio, iterate_batches


def poisson_nll(params, X, exposure, counts):
    log_mu = jnp.log(exposure) + params["intercept"] + X @ params["beta"]
    return jnp.mean(jnp.exp(log_mu) - counts * log_mu)


optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, X, exposure, counts):
    loss, grads = jax.value_and_grad(poisson_nll)(params, X, exposure, counts)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    X, exposure, counts = make_portfolio()
    params = {"intercept": jnp.zeros(()), "beta": jnp.zeros(X.shape[1])}
    opt_state = optimizer.init(params)
    for epoch in range(4):
        total = 0.0
        for xb, eb, cb in iterate_batches(X, exposure, counts, batch_size=128, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, xb, eb, cb)
            total += float(loss) * len(xb)
        print(f"epoch {epoch} poisson deviance proxy {total / len(X):.4f}")
    print("intercept", float(params["intercept"]))


if __name__ == "__main__":
    main()
