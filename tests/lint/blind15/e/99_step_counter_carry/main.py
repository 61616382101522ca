import jax
import jax.numpy as jnp
import numpy as np
import optax

schedule = optax.cosine_decay_schedule(0.1, decay_steps=20)


@jax.jit
def train_step(params, step, x, y):
    lr = schedule(step)
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p - y) ** 2))(params)
    return params - lr * g, step + 1, {"loss": loss, "lr": lr}


def main():
    rng = np.random.default_rng(0)
    params = jnp.zeros(3)
    step = 0
    history = []
    for _ in range(10):
        x = rng.normal(size=(16, 3)).astype(np.float32)
        y = x @ np.array([1.0, 2.0, 3.0], np.float32)
        params, step, metrics = train_step(params, step, x, y)
        history.append({k: float(v) for k, v in metrics.items()})
    print(int(step), history[-1])


if __name__ == "__main__":
    main()
