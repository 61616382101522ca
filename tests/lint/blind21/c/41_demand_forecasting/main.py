import jax.numpy as jnp
import numpy as np

from training import make_train_step


def lr_for_epoch(epoch):
    return 0.02 / (1 + epoch)


def main():
    rng = np.random.default_rng(3)
    x = jnp.asarray(rng.normal(size=(128, 5)), jnp.float32)
    y = jnp.asarray(np.exp(1.5 + 0.3 * np.asarray(x[:, 0])), jnp.float32)
    params = {"w": jnp.zeros((5,), jnp.float32), "b": jnp.zeros((), jnp.float32)}
    opt_state = None
    for epoch in range(5):
        optimizer, train_step = make_train_step(lr_for_epoch(epoch))
        if opt_state is None:
            opt_state = optimizer.init(params)
        for _ in range(4):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
