import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from steps import make_train_step


class ApproachClassifier(nn.Module):
    """Stable / unstable approach from glideslope, localizer, airspeed deviations."""

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(32)(x))
        return nn.Dense(2)(x)


def approaches(n=384, seed=3):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, 6)).astype(np.float32)
    y = (np.abs(x[:, 0]) + np.abs(x[:, 1]) + 0.5 * np.abs(x[:, 2]) > 2.0).astype(np.int32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x, y = approaches()
    model = ApproachClassifier()
    params = model.init(jax.random.PRNGKey(1), x[:1])
    lrs = [1e-2, 5e-3, 2e-3, 1e-3]
    opt_state = None
    for epoch, lr in enumerate(lrs):
        tx = optax.sgd(lr, momentum=0.9)
        if opt_state is None:
            opt_state = tx.init(params)
        step = make_train_step(model, tx)
        for i in range(0, 384, 64):
            params, opt_state, loss = step(params, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, lr, float(loss))


if __name__ == "__main__":
    main()
