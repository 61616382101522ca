import jax
import jax.numpy as jnp
import numpy as np

from sources import from_stream, from_warehouse


@jax.jit
def sgd_step(w, batch):
    def loss_fn(w):
        x = jnp.stack([jnp.log1p(batch["recency"]), batch["frequency"], batch["coupon_value"] / 10], -1)
        logit = x @ w[:3] + w[3]
        y = batch["redeemed"]
        return jnp.mean(jnp.logaddexp(0.0, logit) - y * logit)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.1 * g, loss


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(4)
    for step in range(6):
        batch = from_warehouse(rng) if step % 2 == 0 else from_stream(rng)
        w, loss = sgd_step(w, batch)
        print(step, list(batch)[0], float(loss))


if __name__ == "__main__":
    main()
