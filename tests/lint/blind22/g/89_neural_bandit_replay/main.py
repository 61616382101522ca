import jax
import jax.numpy as jnp
import numpy as np

from replay import ReplayBuffer

N_ARMS, CTX = 3, 4


@jax.jit
def refit(w, ctx, arm, reward):
    def loss(w):
        pred = jnp.sum(ctx * w[arm], axis=1)
        return jnp.mean((pred - reward) ** 2)

    for _ in range(5):
        w = w - 0.1 * jax.grad(loss)(w)
    return w


def main():
    rng = np.random.default_rng(0)
    true_w = rng.normal(size=(N_ARMS, CTX))
    w = jnp.zeros((N_ARMS, CTX))
    buf = ReplayBuffer(CTX)
    for t in range(6):
        ctx = rng.normal(size=CTX).astype(np.float32)
        arm = int(np.argmax(np.asarray(w) @ ctx + rng.gumbel(size=N_ARMS)))
        buf.add(ctx, arm, float(true_w[arm] @ ctx + rng.normal(0, 0.1)))
        w = refit(w, *buf.all())
    print(np.round(np.asarray(w), 2))


if __name__ == "__main__":
    main()
