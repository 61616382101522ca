import jax
import jax.numpy as jnp
import numpy as np

from pipeline import make_stays, batches


@jax.jit
def spend_grad_step(theta, nights, party, spend):
    def loss(t):
        pred = nights * (t[0] + party @ t[1:3]) + t[3]
        return jnp.mean((pred - spend) ** 2)
    l, g = jax.value_and_grad(loss)(theta)
    return theta - 0.002 * g, l


def main():
    rng = np.random.default_rng(0)
    data = make_stays(rng, 1600)
    theta = jnp.zeros(4)
    for epoch in range(5):
        for batch in batches(data, 200):
            theta, loss = spend_grad_step(theta, **batch)
        print("epoch", epoch, "mse", float(loss))
    print("per-night base / per adult / per child:", np.round(np.asarray(theta[:3]) * 1000, 1))


if __name__ == "__main__":
    main()
