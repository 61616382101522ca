import jax
import jax.numpy as jnp
import optax

from kernels import DEFAULT_HYPERS, matern52

optimizer = optax.adam(0.05)


def nll(hypers, X, y):
    K = matern52(X, X, hypers["log_ls"], hypers["log_amp"])
    K = K + (jnp.exp(hypers["log_noise"]) + 1e-6) * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    a = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ a + jnp.sum(jnp.log(jnp.diag(L)))


@jax.jit
def hyper_step(hypers, opt_state, X, y):
    loss, g = jax.value_and_grad(nll)(hypers, X, y)
    updates, opt_state = optimizer.update(g, opt_state, hypers)
    return optax.apply_updates(hypers, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    X = jax.random.uniform(key, (24, 1))
    y = jnp.sin(6 * X[:, 0])
    hypers = dict(DEFAULT_HYPERS)
    opt_state = optimizer.init(hypers)
    for i in range(6):
        hypers, opt_state, loss = hyper_step(hypers, opt_state, X, y)
        print(i, float(loss))


if __name__ == "__main__":
    main()
