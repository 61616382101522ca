import jax
import jax.numpy as jnp
import numpy as np

from data import factor_returns, minibatches


@jax.jit
def sgd_step(betas, f, r, lr):
    def loss(b):
        return jnp.mean((f @ b - r) ** 2)

    g = jax.grad(loss)(betas)
    return betas - lr * g


if __name__ == "__main__":
    F, R = factor_returns()
    rng = np.random.default_rng(1)
    betas = jnp.zeros((F.shape[1], R.shape[1]), dtype=jnp.float32)
    lr = jnp.float32(50.0)
    for epoch in range(4):
        for idx in minibatches(len(F), 64, rng):
            betas = sgd_step(betas, F[idx], R[idx], lr)
        print(f"epoch {epoch}: mean beta {float(betas.mean()):.3f}")
