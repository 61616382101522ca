import numpy as np
import jax
import jax.numpy as jnp

from portfolio import segments


@jax.jit
def poisson_irls_step(beta, batch):
    x = batch["x"]
    offset = jnp.log(batch["exposure"]) if "exposure" in batch else 0.0
    eta = x @ beta + offset
    mu = jnp.exp(eta)
    grad = x.T @ (batch["counts"] - mu)
    hess = (x * mu[:, None]).T @ x + 1e-3 * jnp.eye(x.shape[1])
    return beta + jnp.linalg.solve(hess, grad)


def main():
    rng = np.random.default_rng(8)
    for name, batch in segments(rng):
        beta = jnp.zeros(5)
        for _ in range(8):
            beta = poisson_irls_step(beta, batch)
        print(name, np.round(np.asarray(beta), 3))


if __name__ == "__main__":
    main()
