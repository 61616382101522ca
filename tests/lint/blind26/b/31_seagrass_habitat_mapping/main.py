import jax.numpy as jnp
import numpy as np
import optax

from steps import seagrass_update


def survey_points(n=1024, seed=0):
    # multispectral reflectance (blue, green, red, NIR) + depth -> seagrass presence
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    logit = 1.5 * x[:, 1] - 1.0 * x[:, 4] + 0.5 * x[:, 3]
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    return x, y


def main():
    x, y = survey_points()
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    base_lr = 0.5
    opt_state = optax.sgd(base_lr, momentum=0.9).init(params)
    for epoch in range(5):
        optimizer = optax.sgd(base_lr / (1 + epoch), momentum=0.9)
        for i in range(0, 1024, 128):
            params, opt_state, loss = seagrass_update(params, opt_state, x[i:i + 128], y[i:i + 128], optimizer=optimizer)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
