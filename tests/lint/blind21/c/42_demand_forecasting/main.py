import jax.numpy as jnp
import numpy as np

from training import make_train_step

STEPS_PER_EPOCH = 4


def lr_for_step(count):
    return 0.02 / (1 + count // STEPS_PER_EPOCH)


def main():
    rng = np.random.default_rng(3)
    x = jnp.asarray(rng.normal(size=(128, 5)), jnp.float32)
    y = jnp.asarray(np.exp(1.5 + 0.3 * np.asarray(x[:, 0])), jnp.float32)
    params = {"w": jnp.zeros((5,), jnp.float32), "b": jnp.zeros((), jnp.float32)}
    optimizer, train_step = make_train_step(lr_for_step)
    opt_state = optimizer.init(params)
    for epoch in range(5):
        for _ in range(STEPS_PER_EPOCH):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
