import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import FlowAE, make_step

N_FEATURES = 10
WARMUP_EPOCHS = 2


def flow_features(rng, n=64):
    x = rng.normal(size=(n, N_FEATURES))
    x[:3] += 6.0
    return x.astype(np.float32)


def main():
    rng = np.random.default_rng(13)
    model = FlowAE(N_FEATURES)
    params = model.init(jax.random.PRNGKey(1), jnp.zeros((1, N_FEATURES)))
    tx = optax.adam(5e-3)
    opt_state = tx.init(params)
    robust_step = make_step(model, tx)
    x = flow_features(rng)
    weights = None
    for epoch in range(5):
        params, opt_state, loss, err = robust_step(params, opt_state, x, weights)
        if epoch + 1 >= WARMUP_EPOCHS:
            weights = 1.0 / (1.0 + err / jnp.median(err))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
