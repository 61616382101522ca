import jax
import jax.numpy as jnp
import numpy as np

from sched import LinearWarmup


def nll(w, x, y):
    logits = x @ w
    return jnp.mean(jax.nn.logsumexp(logits, axis=1) - jnp.take_along_axis(logits, y[:, None], 1)[:, 0])


@jax.jit
def sgd_step(w, step, x, y, lr):
    loss, g = jax.value_and_grad(nll)(w, x, y)
    return w - lr * g, step + 1, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 30)).astype(np.float32)
    y = rng.integers(0, 5, size=200)
    w = jnp.zeros((30, 5))
    step = jnp.zeros((), jnp.int32)
    schedule = LinearWarmup(peak_lr=0.5, warmup_steps=6)
    for epoch in range(4):
        for i in range(0, 200, 50):
            lr = schedule(step)
            w, step, loss = sgd_step(w, step, x[i:i + 50], y[i:i + 50], lr)
        print(epoch, float(loss), float(lr))


if __name__ == "__main__":
    main()
