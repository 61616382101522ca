import jax
import jax.numpy as jnp
import numpy as np

from config import SCHEDULE


@jax.jit
def elasticity_step(theta, log_price, log_demand, lr):
    def loss(t):
        return jnp.mean((t[0] + t[1] * log_price - log_demand) ** 2)
    return theta - lr * jax.grad(loss)(theta)


def price_tests(n=640, seed=0):
    rng = np.random.default_rng(seed)
    price = rng.uniform(90, 260, n)
    demand = 900 * price ** -1.3 * np.exp(rng.normal(0, 0.1, n))
    return np.log(price / 150).astype(np.float32), np.log(demand).astype(np.float32)


def main():
    lp, ld = price_tests()
    theta = jnp.zeros(2)
    lr = SCHEDULE["base_lr"]
    for epoch in range(SCHEDULE["epochs"]):
        for s in range(0, len(lp), SCHEDULE["batch"]):
            theta = elasticity_step(theta, lp[s:s + 64], ld[s:s + 64], lr)
        lr = lr * SCHEDULE["decay"]
        print(f"epoch {epoch} lr {lr:.4f} elasticity {float(theta[1]):.3f}")


if __name__ == "__main__":
    main()
